<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>DeckMenu</name>
    <message>
        <source>cardtable (built in)</source>
        <translation>cardtable（内蔵）</translation>
    </message>
    <message>
        <source>Card &amp;deck</source>
        <translation>カードデッキ(&amp;D)</translation>
    </message>
    <message>
        <source>{family} card decks</source>
        <translation>{family} のカードデッキ</translation>
    </message>
    <message>
        <source>Sorry, {reason}; the deck in use is kept.</source>
        <translation>申し訳ありません。{reason}。使用中のデッキのままにします。</translation>
    </message>
    <message>
        <source>Card deck: {deck}.</source>
        <translation>カードデッキ：{deck}。</translation>
    </message>
    <message>
        <source>Sorry, {reason}; the built-in deck is used.</source>
        <translation>申し訳ありません。{reason}。内蔵のデッキを使います。</translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <source>&lt;h1&gt;cardtable&lt;/h1&gt;&lt;p&gt;Choose a game. It is saved as you play.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;cardtable&lt;/h1&gt;&lt;p&gt;ゲームを選んでください。遊ぶたびに保存されます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>{variant}  — resume</source>
        <translation>{variant}  — 再開</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>This deal cannot be played again: {reason}.</source>
        <translation>このディールはやり直せません：{reason}。</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>あなたの番を待ってください。</translation>
    </message>
    <message>
        <source>This is a replay.</source>
        <translation>これはリプレイです。</translation>
    </message>
    <message>
        <source>The computer player {problem}; it plays at random instead (details in {log}).</source>
        <translation>コンピューターが{problem}。代わりにランダムに打ちます（詳細は {log}）。</translation>
    </message>
    <message>
        <source>The computer player {problem}; it plays at random instead.</source>
        <translation>コンピューターが{problem}。代わりにランダムに打ちます。</translation>
    </message>
    <message>
        <source>failed ({error})</source>
        <translation>失敗しました（{error}）</translation>
    </message>
    <message>
        <source>chose an illegal move</source>
        <translation>反則の手を選びました</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>Next deal</source>
        <translation>次のディール</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>カードテーブル</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>このディールをもう一度</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{seat}: {score}</source>
        <translation>{seat}：{score}</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>あなたの勝ち！</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>マッチ終了</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first}と{second}</translation>
    </message>
    <message>
        <source>{card}, face down</source>
        <translation>{card}、裏向き</translation>
    </message>
    <message>
        <source>{card}, {place}</source>
        <translation>{card}、{place}</translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation>{card}、出せる</translation>
    </message>
    <message>
        <source>{place}: {cards}</source>
        <translation>{place}：{cards}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Click the table or press a key to go on.</source>
        <translation>テーブルをクリックするかキーを押すと続きます。</translation>
    </message>
    <message>
        <source>{said} {hold}</source>
        <translation>{said} {hold}</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 戻る</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>次へ ▶</translation>
    </message>
    <message>
        <source>Replay: move {pos} of {total}</source>
        <translation>リプレイ：{total} 手中 {pos} 手目</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>新しいマッチ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>HintBox</name>
    <message>
        <source>play</source>
        <translation>出す</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <source>lead</source>
        <translation>リード</translation>
    </message>
    <message>
        <source>call</source>
        <translation>コール</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>take</source>
        <translation>テイク</translation>
    </message>
    <message>
        <source>give</source>
        <translation>渡す</translation>
    </message>
    <message>
        <source>return</source>
        <translation>返す</translation>
    </message>
    <message>
        <source>handful</source>
        <translation>ポワニェ</translation>
    </message>
    <message>
        <source>chelem</source>
        <translation>シュレム</translation>
    </message>
    <message>
        <source>in white</source>
        <translation>白で</translation>
    </message>
    <message>
        <source>in black</source>
        <translation>黒で</translation>
    </message>
    <message>
        <source>bid zero</source>
        <translation>両方0勝を予想</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>裏向き</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>ヒント (H)</translation>
    </message>
    <message>
        <source>What would the hard computer player do in your place?</source>
        <translation>強いコンピューターならここでどうするか？</translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat}が考え中…</translation>
    </message>
    <message>
        <source>Close the summary first: the hint is for your next move.</source>
        <translation>先に結果表示を閉じてください。ヒントは次のあなたの手についてです。</translation>
    </message>
    <message>
        <source>Thinking about your move…</source>
        <translation>あなたの手を検討中…</translation>
    </message>
    <message>
        <source>No hint in this game.</source>
        <translation>このゲームにはヒントがありません。</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn.</source>
        <translation>ヒントはあなたの番のときに出ます。</translation>
    </message>
    <message>
        <source>No hint: {reason}</source>
        <translation>ヒントなし：{reason}</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;{action}&lt;/b&gt; is the only choice.&lt;/p&gt;</source>
        <translation>&lt;p&gt;選べるのは &lt;b&gt;{action}&lt;/b&gt; だけです。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Its usual play: no other is better by more than the luck of the deals it tried.</source>
        <translation>いつもの手です。他の手の差は、試した配り方の運の範囲内です。</translation>
    </message>
    <message>
        <source>Only a few deals tried in the time (the computer is busy): a rough guess.</source>
        <translation>時間内に試せた配り方はわずかです（コンピューターが混んでいます）。大まかな目安です。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Hard would &lt;b&gt;{action}&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;「強い」なら &lt;b&gt;{action}&lt;/b&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>gain</source>
        <translation>得点差</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>試行</translation>
    </message>
    <message>
        <source>wins the match</source>
        <translation>マッチの勝率</translation>
    </message>
    <message>
        <source>&lt;p&gt;Hard would &lt;b&gt;{action}&lt;/b&gt; (by its rules: its strategy never comes to this position).&lt;/p&gt;</source>
        <translation>&lt;p&gt;「強い」なら &lt;b&gt;{action}&lt;/b&gt;（戦略表にない局面なので、規則による手）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Hard mixes its play here, most often &lt;b&gt;{action}&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;「強い」はここで手を混ぜます。最も多いのは &lt;b&gt;{action}&lt;/b&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>how often</source>
        <translation>頻度</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>Won with the demo</source>
        <translation>デモで勝ち</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>あなたの得点</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>No match finished yet.</source>
        <translation>終了したマッチはまだありません。</translation>
    </message>
    <message>
        <source>Replay on the table</source>
        <translation>テーブルで再生</translation>
    </message>
    <message>
        <source>&amp;Review on the table</source>
        <translation>テーブルで振り返る(&amp;R)</translation>
    </message>
    <message>
        <source>Step through the match with the hard player&apos;s judgement of each of your decisions</source>
        <translation>あなたの各判断に対する「強い」プレイヤーの評価を見ながらマッチを一手ずつ進めます</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Quick</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Leisurely</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>記録を開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>履歴(&amp;H)…</translation>
    </message>
    <message>
        <source>Saved games &amp;kept aside…</source>
        <translation>取り置いた保存ゲーム(&amp;K)…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>新しいマッチ(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;view this deal</source>
        <translation>このディールを振り返る(&amp;V)</translation>
    </message>
    <message>
        <source>Step through the last deal with the hard player&apos;s judgement of each of your decisions</source>
        <translation>あなたの各判断に対する「強い」プレイヤーの評価を見ながら直前のディールを一手ずつ進めます</translation>
    </message>
    <message>
        <source>&amp;Abandon this game…</source>
        <translation>このゲームを放棄(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>統計(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>オプション(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>アニメーション(&amp;A)</translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation>コンピューターの速さ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Keep each trick until a click or a key</source>
        <translation>トリックをクリックかキーまで表示(&amp;K)</translation>
    </message>
    <message>
        <source>Computer &amp;opponents</source>
        <translation>コンピューターの強さ(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>4色のスート(&amp;F)</translation>
    </message>
    <message>
        <source>Side &amp;panel</source>
        <translation>サイドパネル(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>ツールバー(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>システム（{language}）</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>このゲームのルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;What the computer players see</source>
        <translation>コンピューターに見えるもの(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;About cardtable</source>
        <translation>cardtable について(&amp;A)</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>ツールバー</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新規</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>デモ</translation>
    </message>
    <message>
        <source>The system has no font for {language}, so the table stays in English. Install one (on Debian or Ubuntu: sudo apt install fonts-ipafont-gothic) and it will be used.</source>
        <translation>このシステムには{language}のフォントがないため、表示は英語のままです。フォントをインストールすると（Debian や Ubuntu では sudo apt install fonts-ipafont-gothic）使われます。</translation>
    </message>
    <message>
        <source>{game} — cardtable</source>
        <translation>{game} — cardtable</translation>
    </message>
    <message>
        <source>Four-colour suits.</source>
        <translation>4色のスート。</translation>
    </message>
    <message>
        <source>Two-colour suits.</source>
        <translation>2色のスート。</translation>
    </message>
    <message>
        <source>{message} It is used in the games played with a standard deck (Rouge et Noir).</source>
        <translation>{message} 標準のトランプを使うゲーム（ルージュ・エ・ノワール）で使われます。</translation>
    </message>
    <message>
        <source>Computer opponents: {level}, from the next match.</source>
        <translation>コンピューターの強さ：{level}（次のマッチから）。</translation>
    </message>
    <message>
        <source>Your game of {game} in progress is resumed; abandon it to play seed {seed}.</source>
        <translation>進行中の{game}を再開しました。シード {seed} で遊ぶにはこのゲームを放棄してください。</translation>
    </message>
    <message>
        <source>{game} cannot be opened: {reason}</source>
        <translation>{game}を開けません：{reason}</translation>
    </message>
    <message>
        <source>it does not replay: {reason}</source>
        <translation>再生できません：{reason}</translation>
    </message>
    <message>
        <source>its ruleset {name} is not available</source>
        <translation>ルールセット {name} がありません</translation>
    </message>
    <message>
        <source>{game}  (in progress)</source>
        <translation>{game}  （進行中）</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>ゲームの記録を開く</translation>
    </message>
    <message>
        <source>Game records (*.json *.jsonl);;All files (*)</source>
        <translation>ゲームの記録 (*.json *.jsonl);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>{path}: there is no record {index}</source>
        <translation>{path}：記録 {index} はありません</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {reason}</source>
        <translation>{file} を開けません：{reason}</translation>
    </message>
    <message>
        <source>No deal has been played to the end yet: there is nothing to review.</source>
        <translation>最後まで遊んだディールがまだありません：振り返るものがありません。</translation>
    </message>
    <message>
        <source>No review of this game&apos;s decisions here.</source>
        <translation>このゲームの判断の振り返りはここではできません。</translation>
    </message>
    <message>
        <source>Your match is kept: open its game from the Game menu to go on with it.</source>
        <translation>マッチは保存されています：続けるにはゲームメニューからそのゲームを開いてください。</translation>
    </message>
    <message>
        <source>no ruleset for engine {engine}</source>
        <translation>エンジン {engine} のルールセットがありません</translation>
    </message>
    <message>
        <source>Welcome back</source>
        <translation>おかえりなさい</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your game of &lt;b&gt;{game}&lt;/b&gt; is waiting.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{game}&lt;/b&gt;のゲームが待っています。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>ゲームを選ぶ</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>このゲームを放棄しますか？</translation>
    </message>
    <message>
        <source>&lt;p&gt;It will count as played and lost in your statistics.&lt;/p&gt;</source>
        <translation>&lt;p&gt;統計では対戦して負けたものとして数えます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>Please note:</source>
        <translation>お知らせ：</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>No rules are installed.</source>
        <translation>ルールがインストールされていません。</translation>
    </message>
    <message>
        <source>What the computer players see</source>
        <translation>コンピューターに見えるもの</translation>
    </message>
    <message>
        <source>The record cannot be opened: {reason}</source>
        <translation>記録を開けません：{reason}</translation>
    </message>
    <message>
        <source>About cardtable</source>
        <translation>cardtable について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;cardtable {version}&lt;/h3&gt;&lt;p&gt;A desktop card table: Rouge et Noir patience, Le Rouge et Le Noir, Red Secret, En blanc et noir and French Tarot.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;cardtable {version}&lt;/h3&gt;&lt;p&gt;デスクトップのカードテーブル：ペイシェンス「ルージュ・エ・ノワール」、赤と黒、秘密の赤、白と黒ってトリテ、フレンチタロット。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>新しいマッチ</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No match finished yet.</source>
        <translation>終了したマッチはまだありません。</translation>
    </message>
</context>
<context>
    <name>ReviewAid</name>
    <message>
        <source>Review my moves</source>
        <translation>自分の手を振り返る</translation>
    </message>
    <message>
        <source>Make some moves first.</source>
        <translation>まず何手か指してください。</translation>
    </message>
    <message>
        <source>Reviewing your moves…</source>
        <translation>あなたの手を検討中…</translation>
    </message>
    <message>
        <source>The review failed ({reason}).</source>
        <translation>振り返りに失敗しました（{reason}）。</translation>
    </message>
    <message>
        <source>Review: {finding} Step with Back and Next.</source>
        <translation>振り返り：{finding} 戻る・次へ で一手ずつ進めます。</translation>
    </message>
</context>
<context>
    <name>ReviewBox</name>
    <message>
        <source>Review of deal {0}</source>
        <translation>ディール {0} の振り返り</translation>
    </message>
    <message>
        <source>Review of the match</source>
        <translation>マッチの振り返り</translation>
    </message>
    <message>
        <source>Decisions judged</source>
        <translation>評価した判断</translation>
    </message>
    <message>
        <source>Your decisions</source>
        <translation>あなたの判断</translation>
    </message>
    <message>
        <source>◀ Decision</source>
        <translation>◀ 判断</translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation>前の判断</translation>
    </message>
    <message>
        <source>Your previous decision (Up)</source>
        <translation>前の判断（↑）</translation>
    </message>
    <message>
        <source>Decision ▶</source>
        <translation>判断 ▶</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>次の判断</translation>
    </message>
    <message>
        <source>Your next decision (Down)</source>
        <translation>次の判断（↓）</translation>
    </message>
    <message>
        <source>You had no choice to make here.</source>
        <translation>ここでは選択の余地がありませんでした。</translation>
    </message>
    <message>
        <source>The hard player is judging your decisions…</source>
        <translation>「強い」プレイヤーがあなたの判断を評価中…</translation>
    </message>
    <message>
        <source>The search is judging your decisions…</source>
        <translation>探索があなたの判断を評価中…</translation>
    </message>
    <message>
        <source>{0}: not judged ({1})</source>
        <translation>{0}：未評価（{1}）</translation>
    </message>
    <message>
        <source>Your costliest decision: {0}, {1} points given away. The marked rows cost the most.</source>
        <translation>最も損をした判断：{0}、{1} 点の損。印の付いた行が最も損をしています。</translation>
    </message>
    <message>
        <source>No decision clearly cost you points: well played.</source>
        <translation>はっきり損をした判断はありません：お見事。</translation>
    </message>
    <message>
        <source>deal {0}, move {1}</source>
        <translation>ディール {0}、{1} 手目</translation>
    </message>
    <message>
        <source>{0}: {1} …</source>
        <translation>{0}：{1} …</translation>
    </message>
    <message>
        <source>{0}: {1}, the best</source>
        <translation>{0}：{1}、最善</translation>
    </message>
    <message>
        <source>{0}: {1}, best {2} (−{3})</source>
        <translation>{0}：{1}、最善は {2}（−{3}）</translation>
    </message>
    <message>
        <source>Review, {0}: you chose {1} ({2:+.1f}), the hard player&apos;s choice too.</source>
        <translation>振り返り、{0}：あなたの選択は {1}（{2:+.1f}）、「強い」プレイヤーと同じです。</translation>
    </message>
    <message>
        <source>Review, {0}: you chose {1} ({2:+.1f}), the search&apos;s choice too.</source>
        <translation>振り返り、{0}：あなたの選択は {1}（{2:+.1f}）、探索と同じです。</translation>
    </message>
    <message>
        <source>Review, {0}: you chose {1} ({2:+.1f}); the hard player would {3} ({4:+.1f}, outlined), {5:.1f} points better.</source>
        <translation>振り返り、{0}：あなたの選択は {1}（{2:+.1f}）。「強い」プレイヤーなら {3}（{4:+.1f}、枠で表示）、{5:.1f} 点良い手です。</translation>
    </message>
    <message>
        <source>Review, {0}: you chose {1} ({2:+.1f}); the search would {3} ({4:+.1f}, outlined), {5:.1f} points better.</source>
        <translation>振り返り、{0}：あなたの選択は {1}（{2:+.1f}）。探索なら {3}（{4:+.1f}、枠で表示）、{5:.1f} 点良い手です。</translation>
    </message>
    <message>
        <source>Costly decision {0} of {1}. {2}</source>
        <translation>損をした判断 {1} 件中 {0} 件目。{2}</translation>
    </message>
</context>
<context>
    <name>SetAsideWindow</name>
    <message>
        <source>Saved games kept aside</source>
        <translation>取り置いた保存ゲーム</translation>
    </message>
    <message>
        <source>These saved games could not be resumed. They are kept, never overwritten; a record can still be opened with File → Open record.</source>
        <translation>これらの保存ゲームは再開できませんでした。上書きせずに保管しています。記録は ファイル → 記録を開く で開けます。</translation>
    </message>
    <message>
        <source>No saved game was kept aside.</source>
        <translation>取り置いた保存ゲームはありません。</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
</context>
<context>
    <name>SolverAid</name>
    <message>
        <source>Not known yet: thinking…</source>
        <translation>まだ不明：考え中…</translation>
    </message>
    <message numerus="yes">
        <source>Can still be won: a winning line of %n move(s) is known.</source>
        <translation>
            <numerusform>まだ勝てます：%n 手の勝ち筋が見つかっています。</numerusform>
        </translation>
    </message>
    <message>
        <source>Can no longer be won.</source>
        <translation>もう勝てません。</translation>
    </message>
    <message>
        <source>Not known yet ({count} positions searched).</source>
        <translation>まだ不明（{count} 局面を探索）。</translation>
    </message>
    <message>
        <source>The solver failed ({reason}).</source>
        <translation>ソルバーが失敗しました（{reason}）。</translation>
    </message>
    <message numerus="yes">
        <source>Demo: %n move(s) to go.</source>
        <translation>
            <numerusform>デモ：あと %n 手。</numerusform>
        </translation>
    </message>
    <message>
        <source>Demo: won.</source>
        <translation>デモ：勝ち。</translation>
    </message>
    <message>
        <source>Tell me if it can still be won</source>
        <translation>まだ勝てるか教えて</translation>
    </message>
    <message>
        <source>Can it still be won?</source>
        <translation>まだ勝てる？</translation>
    </message>
    <message>
        <source>Stop demo</source>
        <translation>デモを止める</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>デモ</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>対戦数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>連勝</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>最多連勝</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>最少手数</translation>
    </message>
    <message>
        <source>Shortest time</source>
        <translation>最短時間</translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation>ディール平均得点</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>成功した契約</translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation>{number}%</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>{game} (deals played again)</source>
        <translation>{game}（やり直したディール）</translation>
    </message>
    <message>
        <source>Statistics are not available: {reason}.</source>
        <translation>統計は使えません：{reason}。</translation>
    </message>
    <message>
        <source>no database</source>
        <translation>データベースなし</translation>
    </message>
    <message>
        <source>No match finished yet.</source>
        <translation>終了したマッチはまだありません。</translation>
    </message>
    <message>
        <source>Results over time: {game} (bars: won up, lost down, grey abandoned; line: win rate)</source>
        <translation>結果の推移：{game}（棒：上が勝ち、下が負け、灰色は放棄。線：勝率）</translation>
    </message>
</context>
<context>
    <name>TrickGameView</name>
    <message>
        <source>{seat}&apos;s hand</source>
        <translation>{seat}の手札</translation>
    </message>
    <message>
        <source>played by {seat}</source>
        <translation>{seat}が出した札</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>あなたの手札</translation>
    </message>
    <message>
        <source>your card played</source>
        <translation>あなたが出した札</translation>
    </message>
    <message>
        <source>Your tricks</source>
        <translation>あなたのトリック</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>あなたの予想</translation>
    </message>
    <message>
        <source>{seat}&apos;s tricks</source>
        <translation>{seat}のトリック</translation>
    </message>
    <message>
        <source>{seat}&apos;s bid</source>
        <translation>{seat}の予想</translation>
    </message>
    <message>
        <source>You took the trick.</source>
        <translation>あなたがトリックを取りました。</translation>
    </message>
    <message>
        <source>{who} took the trick.</source>
        <translation>{who}がトリックを取りました。</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>直前のトリック</translation>
    </message>
    <message>
        <source>No trick has been gathered yet in this deal.</source>
        <translation>このディールではまだトリックがありません。</translation>
    </message>
    <message>
        <source>Wait until the table is still.</source>
        <translation>テーブルが止まるまで待ってください。</translation>
    </message>
    <message>
        <source>The last trick, taken by nobody. Click the table or press a key to go on.</source>
        <translation>直前のトリック（取った人なし）。テーブルをクリックするかキーを押すと続きます。</translation>
    </message>
    <message>
        <source>The last trick, taken by {seat}. Click the table or press a key to go on.</source>
        <translation>直前のトリック（{seat}が獲得）。テーブルをクリックするかキーを押すと続きます。</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Show all cards</source>
        <translation>全員の札を見る</translation>
    </message>
    <message>
        <source>Review this deal</source>
        <translation>このディールを振り返る</translation>
    </message>
    <message>
        <source>&lt;i&gt;a card never shown&lt;/i&gt;</source>
        <translation>&lt;i&gt;公開されなかった札&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;{card}, never shown to the others&lt;/i&gt;</source>
        <translation>&lt;i&gt;{card}（ほかの人には公開されなかった札）&lt;/i&gt;</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>The deal as dealt</source>
        <translation>配られたときのディール</translation>
    </message>
</context>
<context>
    <name>View</name>
    <message>
        <source>Next game</source>
        <translation>次のゲーム</translation>
    </message>
    <message>
        <source>Play here</source>
        <translation>ここに出す</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>獲得</translation>
    </message>
    <message>
        <source>{seat}
won</source>
        <translation>{seat}
獲得</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>公開</translation>
    </message>
    <message>
        <source>{seat}
revealed</source>
        <translation>{seat}
公開</translation>
    </message>
    <message>
        <source>{seat} (dealer)</source>
        <translation>{seat}（ディーラー）</translation>
    </message>
    <message>
        <source>your {card}</source>
        <translation>あなたの{card}</translation>
    </message>
    <message>
        <source>{who}&apos;s {card}</source>
        <translation>{who}の{card}</translation>
    </message>
    <message>
        <source>Revealed: {cards}.</source>
        <translation>公開：{cards}。</translation>
    </message>
    <message>
        <source>&lt;b&gt;{seat}&lt;/b&gt;: {score} this game, {total} in all</source>
        <translation>&lt;b&gt;{seat}&lt;/b&gt;：このゲーム {score}、合計 {total}</translation>
    </message>
    <message>
        <source>Game {number} is over.</source>
        <translation>第 {number} ゲーム終了。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲーム終了。</translation>
    </message>
    <message>
        <source>Red Secret</source>
        <translation>秘密の赤</translation>
    </message>
    <message>
        <source>Give (G)</source>
        <translation>渡す (G)</translation>
    </message>
    <message>
        <source>Pass the fourth card (P)</source>
        <translation>4枚目をパス (P)</translation>
    </message>
    <message>
        <source>Drag a card to &lt;b&gt;Play here&lt;/b&gt; or double-click it. Reds after the lead go face down (red back). Balancing: click cards, then Give/Return.</source>
        <translation>札を&lt;b&gt;ここに出す&lt;/b&gt;へドラッグするかダブルクリック。リードの後の赤は裏向き（赤い裏）で出ます。調整：札をクリックしてから 渡す／返す。</translation>
    </message>
    <message>
        <source>Game {game} of {games} · round {round} of {rounds} · dealer {dealer}</source>
        <translation>第 {game}/{games} ゲーム · {round}/{rounds} ラウンド · ディーラー {dealer}</translation>
    </message>
    <message>
        <source>Give {chosen}/{count} to {seat} (G)</source>
        <translation>{seat}へ {chosen}/{count} 枚渡す (G)</translation>
    </message>
    <message>
        <source>Return {chosen}/{count} to {seat} (G)</source>
        <translation>{seat}へ {chosen}/{count} 枚返す (G)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fourth card: {seats} passed.&lt;/b&gt;</source>
        <translation>&lt;b&gt;4枚目：{seats}がパス。&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n hidden red(s)</source>
        <translation>
            <numerusform>隠れた赤 %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>revealed {cards} (−{points})</source>
        <translation>公開 {cards}（−{points}）</translation>
    </message>
    <message>
        <source>&lt;b&gt;{seat}&lt;/b&gt; — match {score}</source>
        <translation>&lt;b&gt;{seat}&lt;/b&gt; — マッチ {score}</translation>
    </message>
    <message>
        <source>won {count}</source>
        <translation>獲得 {count}</translation>
    </message>
    <message numerus="yes">
        <source>You give %n red → {to}</source>
        <translation>
            <numerusform>あなたが赤 %n 枚 → {to}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} gives %n red → {to}</source>
        <translation>
            <numerusform>{seat}が赤 %n 枚 → {to}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You return %n other → {to}</source>
        <translation>
            <numerusform>あなたが他の色 %n 枚 → {to}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} returns %n other → {to}</source>
        <translation>
            <numerusform>{seat}が他の色 %n 枚 → {to}</numerusform>
        </translation>
    </message>
    <message>
        <source>(choosing)</source>
        <translation>（選択中）</translation>
    </message>
    <message>
        <source>No balancing this game.</source>
        <translation>このゲームでは調整なし。</translation>
    </message>
    <message>
        <source>&lt;b&gt;You received {cards}&lt;/b&gt; (lifted in your hand)</source>
        <translation>&lt;b&gt;受け取った札：{cards}&lt;/b&gt;（手札で少し上げて表示）</translation>
    </message>
    <message>
        <source>Balancing</source>
        <translation>調整</translation>
    </message>
    <message>
        <source>red?</source>
        <translation>赤？</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>隠れた</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>公開</translation>
    </message>
    <message>
        <source>Last trick to &lt;b&gt;{seat}&lt;/b&gt;: {cards}</source>
        <translation>直前のトリックは&lt;b&gt;{seat}&lt;/b&gt;：{cards}</translation>
    </message>
    <message>
        <source>on tricks</source>
        <translation>トリックで</translation>
    </message>
    <message>
        <source>after a pass</source>
        <translation>パスしたため</translation>
    </message>
    <message>
        <source>three draws</source>
        <translation>3回の引き分け</translation>
    </message>
    <message>
        <source>Double!</source>
        <translation>ダブル！</translation>
    </message>
    <message>
        <source>You and North</source>
        <translation>あなたと北</translation>
    </message>
    <message>
        <source>West and East</source>
        <translation>西と東</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>あなたの勝ち</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat}の勝ち</translation>
    </message>
    <message>
        <source>You and North win</source>
        <translation>あなたと北の勝ち</translation>
    </message>
    <message>
        <source>West and East win</source>
        <translation>西と東の勝ち</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>表向き</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>裏向き</translation>
    </message>
    <message>
        <source>Stake 1</source>
        <translation>勝ち点 1</translation>
    </message>
    <message>
        <source>Your
tricks</source>
        <translation>あなたの
トリック</translation>
    </message>
    <message>
        <source>Our
tricks</source>
        <translation>味方の
トリック</translation>
    </message>
    <message>
        <source>North&apos;s
tricks</source>
        <translation>北の
トリック</translation>
    </message>
    <message>
        <source>Their
tricks</source>
        <translation>相手の
トリック</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Stake {stake}</source>
        <translation>勝ち点 {stake}</translation>
    </message>
    <message>
        <source>Le Rouge et Le Noir</source>
        <translation>赤と黒</translation>
    </message>
    <message>
        <source>Take (T)</source>
        <translation>テイク (T)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>パス (P)</translation>
    </message>
    <message>
        <source>Next card face down (D)</source>
        <translation>次のカードを裏向きに (D)</translation>
    </message>
    <message>
        <source>Drag a card to &lt;b&gt;Face up&lt;/b&gt; or &lt;b&gt;Face down&lt;/b&gt; (a double), or double-click it: it goes face down when the toggle is on.</source>
        <translation>札を&lt;b&gt;表向き&lt;/b&gt;か&lt;b&gt;裏向き&lt;/b&gt;（ダブル）へドラッグ、またはダブルクリック：切り替えボタンが押されていれば裏向きで出ます。</translation>
    </message>
    <message>
        <source>You + North</source>
        <translation>あなた＋北</translation>
    </message>
    <message>
        <source>West + East</source>
        <translation>西＋東</translation>
    </message>
    <message>
        <source>first to {target}</source>
        <translation>{target} 点先取</translation>
    </message>
    <message>
        <source>first trick won: {side}</source>
        <translation>最初のトリック：{side}</translation>
    </message>
    <message>
        <source>Tricks: {us} {ours} · {them} {theirs}</source>
        <translation>トリック：{us} {ours} · {them} {theirs}</translation>
    </message>
    <message>
        <source>Carried from ties: {carry}</source>
        <translation>引き分けからの持ち越し：{carry}</translation>
    </message>
    <message>
        <source>No carry</source>
        <translation>持ち越しなし</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>first dealer by draw (lowest deals): {cards}</source>
        <translation>最初のディーラーは抽選（小さい方が配る）：{cards}</translation>
    </message>
    <message>
        <source>Deal {number} · dealer {seat}</source>
        <translation>ディール {number} · ディーラー {seat}</translation>
    </message>
    <message>
        <source>{seat}: Double! ×{stake}?</source>
        <translation>{seat}：ダブル！ ×{stake}？</translation>
    </message>
    <message>
        <source>You doubled: ×{stake}?</source>
        <translation>あなたがダブル：×{stake}？</translation>
    </message>
    <message>
        <source>Double! ×{stake}?</source>
        <translation>ダブル！ ×{stake}？</translation>
    </message>
    <message>
        <source>{seat} doubles: take (the stake becomes {stake}) or pass ({wins} {points} now).</source>
        <translation>{seat}がダブル：テイク（勝ち点は {stake} に）か、パス（いま{wins}で {points} 点）。</translation>
    </message>
    <message>
        <source>You double. {seat} answers…</source>
        <translation>あなたがダブル。{seat}が返答中…</translation>
    </message>
    <message>
        <source>{doubler} doubles. {seat} answers…</source>
        <translation>{doubler}がダブル。{seat}が返答中…</translation>
    </message>
    <message>
        <source>Your lead: the first card of a deal is played face up.</source>
        <translation>あなたのリード：ディールの最初の札は表向きで出します。</translation>
    </message>
    <message>
        <source>Your turn: drag a card to Face up, or to Face down to double.</source>
        <translation>あなたの番：札を「表向き」へ、ダブルするなら「裏向き」へドラッグ。</translation>
    </message>
    <message>
        <source>A tied deal</source>
        <translation>引き分けのディール</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three draws: nobody scores. The stake of {stake} is carried to the next deal that has a winner.&lt;/p&gt;</source>
        <translation>&lt;p&gt;3回の引き分け：誰も得点しません。勝ち点 {stake} は勝者の出る次のディールへ持ち越されます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>{wins} the deal</source>
        <translation>このディールは{wins}</translation>
    </message>
    <message>
        <source>&lt;p&gt;{side}: &lt;b&gt;+{points}&lt;/b&gt; (stake {stake} + {carried} carried), {how}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;{side}：&lt;b&gt;+{points}&lt;/b&gt;（勝ち点 {stake} ＋ 持ち越し {carried}）、{how}。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;{side}: &lt;b&gt;+{points}&lt;/b&gt; (stake {stake}), {how}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;{side}：&lt;b&gt;+{points}&lt;/b&gt;（勝ち点 {stake}）、{how}。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your face-down card stays unknown to the others.&lt;/p&gt;</source>
        <translation>&lt;p&gt;あなたの裏向きの札はほかの人には不明のままです。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The face-down card stays unknown.&lt;/p&gt;</source>
        <translation>&lt;p&gt;裏向きの札は不明のままです。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Score: {us} {ours} · {them} {theirs}&lt;/p&gt;</source>
        <translation>&lt;p&gt;得点：{us} {ours} · {them} {theirs}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>{wins} the match</source>
        <translation>マッチは{wins}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Last deal: {side} +{points}, {how}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;最後のディール：{side} +{points}、{how}。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Final score: {us} {ours} · {them} {theirs}&lt;/p&gt;</source>
        <translation>&lt;p&gt;最終得点：{us} {ours} · {them} {theirs}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>exact, most</source>
        <translation>当たり（最多勝利）</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>当たり</translation>
    </message>
    <message>
        <source>one short</source>
        <translation>1つ少ない</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>はずれ</translation>
    </message>
    <message>
        <source>zero in both</source>
        <translation>白黒両方0勝</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>次のラウンド</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>あなたの予想</translation>
    </message>
    <message>
        <source>Lead
white</source>
        <translation>白で
リード</translation>
    </message>
    <message>
        <source>Lead
black</source>
        <translation>黒で
リード</translation>
    </message>
    <message>
        <source>Play
here</source>
        <translation>ここに
出す</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>ラウンド終了。</translation>
    </message>
    <message>
        <source>En blanc et noir</source>
        <translation>白と黒ってトリテ</translation>
    </message>
    <message>
        <source>Bid zero (Z)</source>
        <translation>ゼロ予想 (Z)</translation>
    </message>
    <message>
        <source>Lead white (W)</source>
        <translation>白でリード (W)</translation>
    </message>
    <message>
        <source>Lead black (B)</source>
        <translation>黒でリード (B)</translation>
    </message>
    <message>
        <source>Round {round} · dealer {dealer} · trick {trick} of {tricks}</source>
        <translation>ラウンド {round} · ディーラー {dealer} · {tricks} 回中 {trick} 回目</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>0勝</translation>
    </message>
    <message>
        <source>{seat}  bid {bid}  won {white}/{black}</source>
        <translation>{seat}  予想 {bid}  勝利 {white}/{black}</translation>
    </message>
    <message>
        <source>bid&lt;br&gt;W/B</source>
        <translation>予想&lt;br&gt;白/黒</translation>
    </message>
    <message>
        <source>won&lt;br&gt;W/B</source>
        <translation>勝利&lt;br&gt;白/黒</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>the game ends above {points} points</source>
        <translation>誰かが {points} 点を超えたら終了</translation>
    </message>
    <message>
        <source>Bid with a card: its white number is the tricks you expect to win in white, its black number in black. The smallest suit number wins a trick.</source>
        <translation>札で予想します：白い数字が白で勝つ回数、黒い数字が黒で勝つ回数です。最も小さいスートを出した人が勝ちます。</translation>
    </message>
    <message>
        <source>Drag a card onto Lead white or Lead black, or click it and press W or B.</source>
        <translation>札を「白でリード」か「黒でリード」へドラッグするか、クリックして W か B を押してください。</translation>
    </message>
    <message>
        <source>Drag a card to the table or double-click it.</source>
        <translation>札をテーブルへドラッグするかダブルクリック。</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>マッチ終了。</translation>
    </message>
    <message>
        <source>{seat} bidding…</source>
        <translation>{seat}が予想中…</translation>
    </message>
    <message>
        <source>{seat} to lead…</source>
        <translation>{seat}のリード…</translation>
    </message>
    <message>
        <source>Your bid: drag a card onto Your bid, or double-click it or bid zero.</source>
        <translation>あなたの予想：札を「あなたの予想」へドラッグ、ダブルクリック、または両方0勝を予想。</translation>
    </message>
    <message>
        <source>Your bid: drag a card onto Your bid, or double-click it.</source>
        <translation>あなたの予想：札を「あなたの予想」へドラッグするかダブルクリック。</translation>
    </message>
    <message>
        <source>Lead {card} as white {white} or black {black}?</source>
        <translation>{card} のスートは白の{white}？ 黒の{black}？</translation>
    </message>
    <message>
        <source>Your lead: choose a card and its suit colour.</source>
        <translation>あなたのリード：札とスートの色を選んでください。</translation>
    </message>
    <message>
        <source>white {number}</source>
        <translation>白の{number}</translation>
    </message>
    <message>
        <source>black {number}</source>
        <translation>黒の{number}</translation>
    </message>
    <message>
        <source>Led: {led}. You must play a card with {led}.</source>
        <translation>スート：{led}。{led}の札を出さなければなりません。</translation>
    </message>
    <message>
        <source>Led: {led}. You have none: play any card.</source>
        <translation>スート：{led}。持っていないので好きな札を出せます。</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>{won} of {bid}</source>
        <translation>{bid} 予想中 {won}</translation>
    </message>
    <message>
        <source>exact with the most wins {most} · exact {exact} · one short {short} · zero bid exact in both colours {zero}</source>
        <translation>当たり（最多勝利）{most} · 当たり {exact} · 1つ少ない {short} · 白黒両方0勝的中 {zero}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round {number}&lt;/b&gt; (white / black):</source>
        <translation>&lt;b&gt;ラウンド {number}&lt;/b&gt;（白／黒）：</translation>
    </message>
    <message>
        <source>Round {number} scored</source>
        <translation>ラウンド {number} の得点</translation>
    </message>
    <message>
        <source>You share the win!</source>
        <translation>勝利を分かち合いました！</translation>
    </message>
    <message>
        <source>{seats} wins</source>
        <translation>{seats}の勝ち</translation>
    </message>
    <message>
        <source>{seats} win</source>
        <translation>{seats}の勝ち</translation>
    </message>
    <message>
        <source>Drop your bid card on “Your bid”.</source>
        <translation>予想の札を「あなたの予想」に置いてください。</translation>
    </message>
    <message>
        <source>Drop the card on “Lead white” or “Lead black”.</source>
        <translation>札を「白でリード」か「黒でリード」に置いてください。</translation>
    </message>
    <message>
        <source>Drop the card on the table in the middle.</source>
        <translation>札をテーブルの中央に置いてください。</translation>
    </message>
    <message numerus="yes">
        <source>Balancing: choose %n red card(s) to give to {seat}, then press Give.</source>
        <translation>
            <numerusform>調整：{seat}に渡す赤を %n 枚選び、渡す を押してください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Balancing: {seat} gave you %n red card(s); choose %n other card(s) to return.</source>
        <translation>
            <numerusform>調整：{seat}から赤を %n 枚受け取りました。返す他の色の札を %n 枚選んでください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Balancing: {seat} chooses %n red card(s) for {to}…</source>
        <translation>
            <numerusform>調整：{seat}が{to}に渡す赤を %n 枚選んでいます…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Balancing: {seat} chooses %n other card(s) for {to}…</source>
        <translation>
            <numerusform>調整：{seat}が{to}に返す札を %n 枚選んでいます…</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} to play the fourth card…</source>
        <translation>{seat}が4枚目を出す番…</translation>
    </message>
    <message>
        <source>{seat} to play…</source>
        <translation>{seat}の番…</translation>
    </message>
    <message>
        <source>Your lead: play any card (a red lead is played face up).</source>
        <translation>あなたのリード：好きな札を出してください（赤のリードは表向き）。</translation>
    </message>
    <message>
        <source>The fourth card: play red, or pass.</source>
        <translation>4枚目：赤を出すか、パス。</translation>
    </message>
    <message>
        <source>The fourth card: play red — you must play it.</source>
        <translation>4枚目：赤を出す — 出さなければなりません。</translation>
    </message>
    <message>
        <source>The fourth card: follow {colour} or play red (face down), or pass.</source>
        <translation>4枚目：{colour}に従うか赤（裏向き）を出す、またはパス。</translation>
    </message>
    <message>
        <source>The fourth card: follow {colour} or play red (face down) — you must play it.</source>
        <translation>4枚目：{colour}に従うか赤（裏向き）を出す — 出さなければなりません。</translation>
    </message>
    <message>
        <source>Your turn: play red.</source>
        <translation>あなたの番：赤を出してください。</translation>
    </message>
    <message>
        <source>Your turn: follow {colour} or play red (face down).</source>
        <translation>あなたの番：{colour}に従うか、赤（裏向き）を出してください。</translation>
    </message>
    <message>
        <source>Game {number} is over</source>
        <translation>第 {number} ゲーム終了</translation>
    </message>
    <message>
        <source>Won cards</source>
        <translation>獲得札</translation>
    </message>
    <message>
        <source>Hidden reds</source>
        <translation>隠れた赤</translation>
    </message>
    <message>
        <source>Revealed reds</source>
        <translation>公開された赤</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>A shared win: {seats}</source>
        <translation>引き分けの勝利：{seats}</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>マッチはあなたの勝ち！</translation>
    </message>
    <message>
        <source>{seat} wins the match</source>
        <translation>マッチは{seat}の勝ち</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>第 {number} ゲーム</translation>
    </message>
    <message>
        <source>Last game:</source>
        <translation>直前のゲーム：</translation>
    </message>
    <message>
        <source>Match:</source>
        <translation>マッチ：</translation>
    </message>
    <message>
        <source>{choice}: unselect a card first.</source>
        <translation>{choice}：先に札の選択を外してください。</translation>
    </message>
    <message>
        <source>Drop the card in the middle, on Play here, to play it.</source>
        <translation>出すには札を中央の「ここに出す」に置いてください。</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>W</source>
        <translation>西</translation>
    </message>
    <message>
        <source>NW</source>
        <translation>北西</translation>
    </message>
    <message>
        <source>N</source>
        <translation>北</translation>
    </message>
    <message>
        <source>NE</source>
        <translation>北東</translation>
    </message>
    <message>
        <source>E</source>
        <translation>東</translation>
    </message>
    <message>
        <source>S</source>
        <translation>南</translation>
    </message>
    <message>
        <source>simple handful</source>
        <translation>シングル・ポワニェ</translation>
    </message>
    <message>
        <source>double handful</source>
        <translation>ダブル・ポワニェ</translation>
    </message>
    <message>
        <source>triple handful</source>
        <translation>トリプル・ポワニェ</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>除けた札</translation>
    </message>
    <message>
        <source>Your tricks</source>
        <translation>あなたのトリック</translation>
    </message>
    <message>
        <source>Set aside by {seat}</source>
        <translation>{seat}の除けた札</translation>
    </message>
    <message>
        <source>Talon, for the defence</source>
        <translation>犬（ディフェンス側）</translation>
    </message>
    <message>
        <source>Talon, for you</source>
        <translation>犬（あなたの側）</translation>
    </message>
    <message>
        <source>Talon, for {seat}</source>
        <translation>犬（{seat}の側）</translation>
    </message>
    <message>
        <source>Everybody passed: the next dealer deals again.</source>
        <translation>全員パス：次のディーラーが配り直します。</translation>
    </message>
    <message>
        <source>{seat} had the Petit alone (petit sec): the cards are dealt again.</source>
        <translation>{seat}のプチが単独（プチ・セック）：配り直します。</translation>
    </message>
    <message>
        <source>You take the talon.</source>
        <translation>あなたが犬を取ります。</translation>
    </message>
    <message>
        <source>{who} takes the talon.</source>
        <translation>{who}が犬を取ります。</translation>
    </message>
    <message>
        <source>You call {card}: whoever holds it is your secret partner.</source>
        <translation>あなたは{card}をコール：その札を持つ人が秘密のパートナーです。</translation>
    </message>
    <message>
        <source>{who} calls {card}: whoever holds it is their secret partner.</source>
        <translation>{who}が{card}をコール：その札を持つ人が秘密のパートナーです。</translation>
    </message>
    <message>
        <source>You played the card you called: you play alone.</source>
        <translation>コールした札を自分で出しました：一人で戦います。</translation>
    </message>
    <message>
        <source>{who} played the card they called: they play alone.</source>
        <translation>{who}はコールした札を自分で出しました：一人で戦います。</translation>
    </message>
    <message>
        <source>You hold {card}: you are {attacker}&apos;s partner.</source>
        <translation>{card}を持っています：あなたは{attacker}のパートナーです。</translation>
    </message>
    <message>
        <source>{who} holds {card}: {who} is your partner.</source>
        <translation>{who}が{card}を持っています：{who}はあなたのパートナーです。</translation>
    </message>
    <message>
        <source>{who} holds {card}: {who} is {attacker}&apos;s partner.</source>
        <translation>{who}が{card}を持っています：{who}は{attacker}のパートナーです。</translation>
    </message>
    <message>
        <source>You announce a chelem: every trick.</source>
        <translation>あなたがシュレムを宣言：全トリック。</translation>
    </message>
    <message>
        <source>{who} announces a chelem: every trick.</source>
        <translation>{who}がシュレムを宣言：全トリック。</translation>
    </message>
    <message numerus="yes">
        <source>You show a triple handful of %n trumps.</source>
        <translation>
            <numerusform>あなたが切り札 %n 枚のトリプル・ポワニェを見せます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} shows a triple handful of %n trumps.</source>
        <translation>
            <numerusform>{who}が切り札 %n 枚のトリプル・ポワニェを見せます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You show a double handful of %n trumps.</source>
        <translation>
            <numerusform>あなたが切り札 %n 枚のダブル・ポワニェを見せます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} shows a double handful of %n trumps.</source>
        <translation>
            <numerusform>{who}が切り札 %n 枚のダブル・ポワニェを見せます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You show a simple handful of %n trumps.</source>
        <translation>
            <numerusform>あなたが切り札 %n 枚のシングル・ポワニェを見せます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} shows a simple handful of %n trumps.</source>
        <translation>
            <numerusform>{who}が切り札 %n 枚のシングル・ポワニェを見せます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Attacker: {contract}</source>
        <translation>アタッカー：{contract}</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>パートナー</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>ディフェンス</translation>
    </message>
    <message>
        <source>Waiting for {seat} to bid.</source>
        <translation>{seat}のビッドを待っています。</translation>
    </message>
    <message>
        <source>Waiting for {seat} to call a partner.</source>
        <translation>{seat}がパートナーをコールするのを待っています。</translation>
    </message>
    <message>
        <source>Waiting for {seat} to set cards aside.</source>
        <translation>{seat}が札を除けるのを待っています。</translation>
    </message>
    <message>
        <source>Waiting for {seat} to play.</source>
        <translation>{seat}が出すのを待っています。</translation>
    </message>
    <message>
        <source>Your bid: pass, or a contract higher than any so far.</source>
        <translation>あなたのビッド：パスか、これまでより高い契約。</translation>
    </message>
    <message>
        <source>Call a card: whoever holds it is your secret partner.</source>
        <translation>札をコール：その札を持つ人が秘密のパートナーです。</translation>
    </message>
    <message numerus="yes">
        <source>Click %n cards to set aside (no Kings or Oudlers), then press Discard.</source>
        <translation>
            <numerusform>除ける札を %n 枚クリックし（キングとブーは不可）、捨てる を押してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn: double-click a highlighted card or drag it to the table.</source>
        <translation>あなたの番：光っている札をダブルクリックするか、テーブルへドラッグ。</translation>
    </message>
    <message>
        <source>You may show a handful first (click trumps to choose them, or let the table pick).</source>
        <translation>先にポワニェを見せることができます（切り札をクリックして選ぶか、テーブルに任せる）。</translation>
    </message>
    <message>
        <source>You may announce a chelem.</source>
        <translation>シュレムを宣言できます。</translation>
    </message>
    <message>
        <source> </source>
        <translation> </translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨てる</translation>
    </message>
    <message>
        <source>Announce chelem</source>
        <translation>シュレムを宣言</translation>
    </message>
    <message>
        <source>&lt;b&gt;French Tarot&lt;/b&gt; — deal {deal} of {deals}</source>
        <translation>&lt;b&gt;フレンチタロット&lt;/b&gt; — {deals} ディール中 {deal}</translation>
    </message>
    <message>
        <source>Discard ({chosen}/{count})</source>
        <translation>捨てる（{chosen}/{count}）</translation>
    </message>
    <message>
        <source>Show {handful} ({count})</source>
        <translation>{handful}（{count}）</translation>
    </message>
    <message>
        <source>{contract} by {seat}</source>
        <translation>{seat}の{contract}</translation>
    </message>
    <message>
        <source>{contract}; called {cards}</source>
        <translation>{contract}；コール：{cards}</translation>
    </message>
    <message>
        <source>{contract}; chelem announced</source>
        <translation>{contract}；シュレム宣言</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>直前のディール</translation>
    </message>
    <message>
        <source>Call a King</source>
        <translation>キングをコール</translation>
    </message>
    <message>
        <source>Call a Queen</source>
        <translation>クイーンをコール</translation>
    </message>
    <message>
        <source>Call a Cavalier</source>
        <translation>カバリエをコール</translation>
    </message>
    <message>
        <source>&lt;p&gt;Its holder becomes your secret partner, revealed when the card is played. If you hold it or it lies in the talon, you play alone.&lt;/p&gt;</source>
        <translation>&lt;p&gt;その札を持つ人が秘密のパートナーになり、札が出たときに明かされます。自分が持っているか犬にあれば、一人で戦います。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>You cannot choose {card} here.</source>
        <translation>ここでは{card}を選べません。</translation>
    </message>
    <message>
        <source>Everybody passed</source>
        <translation>全員パス</translation>
    </message>
    <message>
        <source>&lt;p&gt;The next dealer deals again; this deal does not count.&lt;/p&gt;</source>
        <translation>&lt;p&gt;次のディーラーが配り直します。このディールは数えません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>ディール終了。</translation>
    </message>
    <message>
        <source>{taker} with {partners}</source>
        <translation>{taker}と{partners}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{contract}&lt;/b&gt; (×{multiplier}) by {seat}</source>
        <translation>{seat}の&lt;b&gt;{contract}&lt;/b&gt;（×{multiplier}）</translation>
    </message>
    <message numerus="yes">
        <source>Attack: &lt;b&gt;{points}&lt;/b&gt; points with %n oudler(s): goal {goal}, made by {margin}</source>
        <translation>
            <numerusform>攻撃側：ブー %n 枚で &lt;b&gt;{points}&lt;/b&gt; 点：目標 {goal}、{margin} 点上回って成功</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attack: &lt;b&gt;{points}&lt;/b&gt; points with %n oudler(s): goal {goal}, lost by {margin}</source>
        <translation>
            <numerusform>攻撃側：ブー %n 枚で &lt;b&gt;{points}&lt;/b&gt; 点：目標 {goal}、{margin} 点足りず失敗</numerusform>
        </translation>
    </message>
    <message>
        <source>Petit au bout (second-to-last trick: the chelem&apos;s last trick was led by the Excuse), won by the attack: {points}</source>
        <translation>プチ・オ・ブー（最後から2番目のトリック：シュレムの最後のトリックはエクスキューズでリード）、攻撃側が獲得：{points}</translation>
    </message>
    <message>
        <source>Petit au bout won by the attack: {points}</source>
        <translation>プチ・オ・ブーを攻撃側が獲得：{points}</translation>
    </message>
    <message>
        <source>Petit au bout (second-to-last trick: the chelem&apos;s last trick was led by the Excuse), won by the defence: {points}</source>
        <translation>プチ・オ・ブー（最後から2番目のトリック：シュレムの最後のトリックはエクスキューズでリード）、防御側が獲得：{points}</translation>
    </message>
    <message>
        <source>Petit au bout won by the defence: {points}</source>
        <translation>プチ・オ・ブーを防御側が獲得：{points}</translation>
    </message>
    <message>
        <source>{seat}: {handful}</source>
        <translation>{seat}：{handful}</translation>
    </message>
    <message>
        <source>Handful ({shown}) to the side that won: {points}</source>
        <translation>ポワニェ（{shown}）は勝った側へ：{points}</translation>
    </message>
    <message>
        <source>Chelem: {points}</source>
        <translation>シュレム：{points}</translation>
    </message>
    <message>
        <source>Each defender: &lt;b&gt;{points}&lt;/b&gt;</source>
        <translation>防御側それぞれ：&lt;b&gt;{points}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>防御</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <source>Deal {number}: contract made</source>
        <translation>ディール {number}：契約成功</translation>
    </message>
    <message>
        <source>Deal {number}: contract lost</source>
        <translation>ディール {number}：契約失敗</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>あなたの勝ち！</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>マッチ終了</translation>
    </message>
    <message>
        <source>&lt;p&gt;Winner: &lt;b&gt;{winners}&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;勝者：&lt;b&gt;{winners}&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>red A</source>
        <translation>赤のA</translation>
    </message>
    <message>
        <source>black A</source>
        <translation>黒のA</translation>
    </message>
    <message>
        <source>red K</source>
        <translation>赤のK</translation>
    </message>
    <message>
        <source>black K</source>
        <translation>黒のK</translation>
    </message>
    <message>
        <source>column {number}</source>
        <translation>{number} 列目</translation>
    </message>
    <message>
        <source>red foundation {number}</source>
        <translation>赤の組札 {number}</translation>
    </message>
    <message>
        <source>black foundation {number}</source>
        <translation>黒の組札 {number}</translation>
    </message>
    <message>
        <source>red discard pile {number}</source>
        <translation>赤の捨て札 {number}</translation>
    </message>
    <message>
        <source>black discard pile {number}</source>
        <translation>黒の捨て札 {number}</translation>
    </message>
    <message>
        <source>Deal (D)</source>
        <translation>配る (D)</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>ヒント (H)</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>元に戻す (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>やり直す (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>このディールをやり直す</translation>
    </message>
    <message>
        <source>Choose deal number…</source>
        <translation>ディール番号を選ぶ…</translation>
    </message>
    <message>
        <source>Auto-move to foundation</source>
        <translation>組札へ自動移動</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>勝てるディールだけ</translation>
    </message>
    <message>
        <source>New game and Choose deal give only deals the solver has proved winnable</source>
        <translation>新しいゲームとディール選択で、ソルバーが勝てると証明したディールだけを出します</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Score: {score}</source>
        <translation>得点：{score}</translation>
    </message>
    <message>
        <source>Time: {time}</source>
        <translation>時間：{time}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deal #{number}&lt;/b&gt;</source>
        <translation>&lt;b&gt;ディール #{number}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Moves: {count}</source>
        <translation>手数：{count}</translation>
    </message>
    <message>
        <source>Cards out: {count} / {total}</source>
        <translation>上がった札：{count} / {total}</translation>
    </message>
    <message numerus="yes">
        <source>Stock: {cards} (%n deal(s) left)</source>
        <translation>
            <numerusform>山札：{cards}（残り %n 回）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The demo won deal #{number} in %n move(s)!</source>
        <translation>
            <numerusform>デモがディール #{number} に %n 手で勝ちました！</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won deal #{number} in %n move(s)!</source>
        <translation>
            <numerusform>ディール #{number} に %n 手で勝ちました！</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No moves left: %n card(s) out. Undo, restart this deal or start a new game.</source>
        <translation>
            <numerusform>もう手がありません：%n 枚上がり。元に戻すか、このディールをやり直すか、新しいゲームを始めてください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after {moves} moves without progress: %n card(s) out.</source>
        <translation>
            <numerusform>進展のない手が {moves} 手続いたので終了：%n 枚上がり。</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag cards and runs; double-click sends a card to its foundation or a full run to its discard pile; click the stock to deal.</source>
        <translation>札やシーケンスをドラッグ。ダブルクリックで札を組札へ、揃った列を捨て札へ送ります。山札をクリックすると配ります。</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>助けを借りて勝利</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;All {total} cards are out, in %n move(s): the demo or the solver&apos;s line played part of this deal.&lt;/p&gt;&lt;p&gt;Deal #{number}. Restart it to win it alone.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;{total} 枚すべてが %n 手で上がりました：このディールの一部はデモかソルバーの手順が指しました。&lt;/p&gt;&lt;p&gt;ディール #{number}。自力で勝つにはやり直してください。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>勝ちました！</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;All {total} cards are out, in %n move(s).&lt;/p&gt;&lt;p&gt;Deal #{number}.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;{total} 枚すべてが %n 手で上がりました。&lt;/p&gt;&lt;p&gt;ディール #{number}。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>もう手がありません</translation>
    </message>
    <message>
        <source>&lt;p&gt;{out} of {total} cards out. Nothing more can go out or turn over.&lt;/p&gt;&lt;p&gt;Close this to undo, or restart deal #{number}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;{total} 枚中 {out} 枚が上がり。これ以上上がる札も表になる札もありません。&lt;/p&gt;&lt;p&gt;閉じて元に戻すか、ディール #{number} をやり直してください。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;{moves} moves in a row without progress: the game ends with %n card(s) out.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;進展のない手が {moves} 手続きました：%n 枚上がりで終了です。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>No deal is proved winnable with this game&apos;s options.</source>
        <translation>このゲームのオプションで勝てると証明されたディールはありません。</translation>
    </message>
    <message>
        <source>Choose deal</source>
        <translation>ディールを選ぶ</translation>
    </message>
    <message>
        <source>A winnable deal ({count} proved by the solver):</source>
        <translation>勝てるディール（ソルバーが {count} 個を証明）：</translation>
    </message>
    <message>
        <source>Deal number (1 to {last}):</source>
        <translation>ディール番号（1〜{last}）：</translation>
    </message>
    <message>
        <source>No move helps now.</source>
        <translation>いま役立つ手はありません。</translation>
    </message>
    <message>
        <source>Hint: deal from the stock.</source>
        <translation>ヒント：山札から配る。</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>ヒント：{move}。</translation>
    </message>
    <message>
        <source>put the run from column {column} on a discard pile</source>
        <translation>{column} 列目のシーケンスを捨て札へ</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>{card}</translation>
    </message>
    <message numerus="yes">
        <source>the {card} and the %n card(s) on it</source>
        <translation>
            <numerusform>{card}とその上の %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>move {cards} to column {column}</source>
        <translation>{cards}を {column} 列目へ</translation>
    </message>
    <message>
        <source>put {cards} on a foundation</source>
        <translation>{cards}を組札へ</translation>
    </message>
    <message>
        <source>put {cards} on a discard pile</source>
        <translation>{cards}を捨て札へ</translation>
    </message>
    <message>
        <source>Now click where the cards should go.</source>
        <translation>札を置く場所をクリックしてください。</translation>
    </message>
    <message>
        <source>The {card} cannot go to a foundation now.</source>
        <translation>{card}はいま組札へ置けません。</translation>
    </message>
    <message>
        <source>Picked up: choose where they go with the arrow keys and press Enter (Enter here again sends them out, Esc puts them down).</source>
        <translation>持ち上げました：矢印キーで置き場所を選び Enter（ここでもう一度 Enter で上がりへ、Esc で戻す）。</translation>
    </message>
    <message>
        <source>Nothing to pick up here: a card and the run on it can be moved.</source>
        <translation>ここには持ち上げる札がありません：動かせるのは札とその上のシーケンスです。</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong ({error}). Your game is saved; the details are in {log}.</source>
        <translation>問題が起きました（{error}）。ゲームは保存されています。詳細は {log} にあります。</translation>
    </message>
</context>
<context>
    <name>blanc_et_noir</name>
    <message>
        <source>Choose a card from your hand.</source>
        <translation>手札から札を選んでください。</translation>
    </message>
    <message>
        <source>Everyone bids first: choose a card from your hand as your bid, or bid zero.</source>
        <translation>まず全員が予想します：手札から予想の札を1枚選ぶか、両方0勝を予想してください。</translation>
    </message>
    <message>
        <source>Everyone bids first: choose a card from your hand as your bid.</source>
        <translation>まず全員が予想します：手札から予想の札を1枚選んでください。</translation>
    </message>
    <message>
        <source>You lead this trick: play a card and say which colour is the suit.</source>
        <translation>あなたがスタートプレイヤーです：札を出し、どちらの色をスートにするか宣言してください。</translation>
    </message>
    <message>
        <source>The trick is already led: play a card; the leader chose the suit.</source>
        <translation>もうスートは決まっています：札を出してください。スートはスタートプレイヤーが選びました。</translation>
    </message>
    <message>
        <source>A {kind} takes only: {fields}.</source>
        <translation>{kind} に使える項目は {fields} だけです。</translation>
    </message>
    <message>
        <source>The zero bid is not allowed in this game: bid with a card from your hand.</source>
        <translation>このゲームでは両方0勝の予想はできません：手札の札で予想してください。</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} は手札にありません。</translation>
    </message>
    <message>
        <source>Say which colour is the suit: white or black.</source>
        <translation>スートの色を宣言してください：白か黒。</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first}か{second}</translation>
    </message>
    <message>
        <source>You hold a card with white {number}, the led suit: you must play {cards}.</source>
        <translation>スートの白の{number}を持っています：{cards}を出さなければなりません。</translation>
    </message>
    <message>
        <source>You hold a card with black {number}, the led suit: you must play {cards}.</source>
        <translation>スートの黒の{number}を持っています：{cards}を出さなければなりません。</translation>
    </message>
    <message>
        <source>Left over</source>
        <translation>余った札</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>Ace</source>
        <translation>エース</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>ジャック</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <source>King</source>
        <translation>キング</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>red {number}</source>
        <translation>赤の{number}</translation>
    </message>
    <message>
        <source>blue {number}</source>
        <translation>青の{number}</translation>
    </message>
    <message>
        <source>green {number}</source>
        <translation>緑の{number}</translation>
    </message>
    <message>
        <source>yellow {number}</source>
        <translation>黄の{number}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit}の{rank}</translation>
    </message>
    <message>
        <source>white {white}, black {black}</source>
        <translation>白の{white}、黒の{black}</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>裏向きの札</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>cardtable: the table is already open; it was brought to the front</source>
        <translation>cardtable：テーブルはすでに開いています。前面に出しました</translation>
    </message>
    <message>
        <source>--from and --to must be deal numbers with 1 &lt;= from &lt;= to</source>
        <translation>--from と --to は 1 &lt;= from &lt;= to のディール番号にしてください</translation>
    </message>
    <message>
        <source>--nodes must be at least 1</source>
        <translation>--nodes は 1 以上にしてください</translation>
    </message>
    <message>
        <source>{ruleset} is not a Rouge et Noir patience</source>
        <translation>{ruleset} はルージュ・エ・ノワールのペイシェンスではありません</translation>
    </message>
    <message>
        <source>{won} of {deals} deals proved winnable; list: {file}</source>
        <translation>{deals} ディール中 {won} ディールが勝てると証明されました。一覧：{file}</translation>
    </message>
    <message>
        <source>skipped: {problem}</source>
        <translation>スキップ：{problem}</translation>
    </message>
    <message>
        <source>{file}:1: id: {id} is the id of a shipped ruleset ({shipped}); the app would skip this file, so give it another id</source>
        <translation>{file}:1: id: {id} は同梱のルールセット（{shipped}）の id です。アプリはこのファイルを読み飛ばすので、別の id にしてください</translation>
    </message>
    <message>
        <source>{file}: ok ({id}, engine {engine}, {players} players)</source>
        <translation>{file}：OK（{id}、エンジン {engine}、{players} 人）</translation>
    </message>
    <message>
        <source>--set expects key=value, got {pair}</source>
        <translation>--set には key=value を指定してください（受け取った値：{pair}）</translation>
    </message>
    <message>
        <source>--games must be at least 1</source>
        <translation>--games は 1 以上にしてください</translation>
    </message>
    <message>
        <source>--seed must be 0 or more</source>
        <translation>--seed は 0 以上にしてください</translation>
    </message>
    <message>
        <source>--index must be 0 or more</source>
        <translation>--index は 0 以上にしてください</translation>
    </message>
    <message>
        <source>{file}: there is no record {index} (counting from 0)</source>
        <translation>{file}：記録 {index} はありません（0 から数えます）</translation>
    </message>
    <message>
        <source>cardtable: {problem}</source>
        <translation>cardtable：{problem}</translation>
    </message>
    <message>
        <source>cardtable: internal error: {error} (details in {log})</source>
        <translation>cardtable：内部エラー：{error}（詳細は {log}）</translation>
    </message>
    <message>
        <source>cardtable: internal error: {error}</source>
        <translation>cardtable：内部エラー：{error}</translation>
    </message>
    <message>
        <source>cardtable self-test failed: {problem}</source>
        <translation>cardtable のセルフテストに失敗しました：{problem}</translation>
    </message>
    <message>
        <source>cardtable self-test passed: {summary}</source>
        <translation>cardtable のセルフテストに合格しました：{summary}</translation>
    </message>
    <message>
        <source>--ai needs one level or {players} levels (one per seat), got {count}</source>
        <translation>--ai には強さを1つか {players} 個（席ごとに1つ）指定してください（指定された数：{count}）</translation>
    </message>
    <message>
        <source>--jobs must be at least 1</source>
        <translation>--jobs は 1 以上にしてください</translation>
    </message>
    <message>
        <source>--deals expects numbers and ranges like 1-1000, got {text}</source>
        <translation>--deals には 1-1000 のような番号や範囲を指定してください（受け取った値：{text}）</translation>
    </message>
    <message>
        <source>--deals: {part} is not a range of deals 1 to {last}</source>
        <translation>--deals：{part} は 1〜{last} のディールの範囲ではありません</translation>
    </message>
    <message>
        <source>the solver is for Rouge et Noir patience; {ruleset} is a {engine} ruleset</source>
        <translation>ソルバーはルージュ・エ・ノワールのペイシェンス用です。{ruleset} は {engine} のルールセットです</translation>
    </message>
    <message>
        <source>--timeout must be more than 0 seconds</source>
        <translation>--timeout は 0 秒より大きくしてください</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>The match is over.</source>
        <translation>マッチ終了。</translation>
    </message>
    <message>
        <source>{action} is not an action.</source>
        <translation>{action} は手ではありません。</translation>
    </message>
    <message>
        <source>the {game} engine is not available: {reason}</source>
        <translation>{game} のエンジンが使えません：{reason}</translation>
    </message>
    <message>
        <source>Le Rouge et Le Noir</source>
        <translation>赤と黒</translation>
    </message>
    <message>
        <source>A bluffing duel: play a card face down to double the stake.</source>
        <translation>ブラフの一騎打ち：札を裏向きで出して勝ち点をダブル。</translation>
    </message>
    <message>
        <source>Rouge et Noir (patience)</source>
        <translation>ルージュ・エ・ノワール（ペイシェンス）</translation>
    </message>
    <message>
        <source>Two decks: build colour foundations and King-to-Ace runs.</source>
        <translation>トランプ2組：色ごとの組札と、キングからエースへのシーケンスを作ります。</translation>
    </message>
    <message>
        <source>Red Secret</source>
        <translation>秘密の赤</translation>
    </message>
    <message>
        <source>Tricks where red cards score only if they stay hidden.</source>
        <translation>赤い札は秘密のままなら得点になるトリックテイキング。</translation>
    </message>
    <message>
        <source>En blanc et noir</source>
        <translation>白と黒ってトリテ</translation>
    </message>
    <message>
        <source>Bid your tricks in white and in black with a card of your hand.</source>
        <translation>手札の札1枚で、白と黒で勝つ回数を予想します。</translation>
    </message>
    <message>
        <source>French Tarot</source>
        <translation>フレンチタロット</translation>
    </message>
    <message>
        <source>78 cards: bid a contract, take the talon, call a partner.</source>
        <translation>78枚：契約をビッドし、犬を取り、パートナーをコール。</translation>
    </message>
    <message>
        <source>{game} has no deal to lay open</source>
        <translation>{game} には公開できるディールがありません</translation>
    </message>
    <message>
        <source>deal {deal} is not over: its cards stay hidden</source>
        <translation>ディール {deal} はまだ終わっていません：札は伏せたままです</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>マッチは終了しています</translation>
    </message>
    <message>
        <source>{action} is not a legal action for seat {seat} now</source>
        <translation>{action} はいま席 {seat} に許された手ではありません</translation>
    </message>
    <message>
        <source>this match has no deal {deal}</source>
        <translation>このマッチにディール {deal} はありません</translation>
    </message>
    <message>
        <source>deal {deal} ends as it is dealt</source>
        <translation>ディール {deal} は配った時点で終わります</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}、{second}</translation>
    </message>
</context>
<context>
    <name>le_rouge_et_le_noir</name>
    <message>
        <source>That is not a move of this game: play a card, or take or pass a double.</source>
        <translation>このゲームの手ではありません：札を出すか、ダブルをテイクかパスしてください。</translation>
    </message>
    <message>
        <source>A double must be answered first: take it or pass.</source>
        <translation>先にダブルに答えてください：テイクかパスか。</translation>
    </message>
    <message>
        <source>{action} is not a valid answer: take or pass.</source>
        <translation>{action} は答えになっていません：テイクかパスか。</translation>
    </message>
    <message>
        <source>There is no double to answer: play a card.</source>
        <translation>答えるべきダブルはありません：札を出してください。</translation>
    </message>
    <message>
        <source>Play a card face up or face down.</source>
        <translation>札を表向きか裏向きで出してください。</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>{card} を持っていません。</translation>
    </message>
    <message>
        <source>You do not hold a {rank}.</source>
        <translation>{rank} を持っていません。</translation>
    </message>
    <message>
        <source>That play is not allowed now.</source>
        <translation>いまその手は出せません。</translation>
    </message>
    <message>
        <source>The opening lead of a deal must be played face up.</source>
        <translation>ディールの最初のリードは表向きで出します。</translation>
    </message>
    <message>
        <source>The stake is already {stake}: no double is left, so play face up.</source>
        <translation>勝ち点はもう {stake} です：これ以上ダブルできないので表向きで出してください。</translation>
    </message>
    <message>
        <source>Your team made the last double: the other team must double before yours may again. Play face up.</source>
        <translation>直前のダブルはあなたのチームです：相手チームがダブルするまで再びダブルできません。表向きで出してください。</translation>
    </message>
</context>
<context>
    <name>level</name>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>強い</translation>
    </message>
</context>
<context>
    <name>patience</name>
    <message>
        <source>The game is over.</source>
        <translation>ゲーム終了。</translation>
    </message>
    <message>
        <source>That is not a move.</source>
        <translation>それは手ではありません。</translation>
    </message>
    <message>
        <source>Auto-move puts the {card} on a foundation first.</source>
        <translation>自動移動が先に{card}を組札へ置きます。</translation>
    </message>
    <message>
        <source>A deal is written {example} with nothing else.</source>
        <translation>配る手は {example} とだけ書きます。</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>山札は空です。</translation>
    </message>
    <message>
        <source>This table deals only when you are stuck, and a productive move is left: {card} from column {column}.</source>
        <translation>このテーブルでは手詰まりのときだけ配れますが、まだ有効な手があります：{column} 列目の{card}。</translation>
    </message>
    <message>
        <source>A move names a column, a pile and a number of cards, like {example}.</source>
        <translation>手は列、置き場、枚数で書きます。例：{example}。</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>エース</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>ジャック</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <source>King</source>
        <translation>キング</translation>
    </message>
    <message>
        <source>red {rank}</source>
        <translation>赤の{rank}</translation>
    </message>
    <message>
        <source>black {rank}</source>
        <translation>黒の{rank}</translation>
    </message>
    <message>
        <source>There is no card to move in column {column}.</source>
        <translation>{column} 列目に動かせる札はありません。</translation>
    </message>
    <message>
        <source>Move at least one card.</source>
        <translation>少なくとも1枚動かしてください。</translation>
    </message>
    <message>
        <source>Column {column} has only 1 face-up card.</source>
        <translation>{column} 列目の表向きの札は1枚だけです。</translation>
    </message>
    <message>
        <source>Column {column} has only {count} face-up cards.</source>
        <translation>{column} 列目の表向きの札は {count} 枚だけです。</translation>
    </message>
    <message>
        <source>Cards go to a foundation one at a time.</source>
        <translation>組札には1枚ずつ置きます。</translation>
    </message>
    <message>
        <source>Only a complete run from King to Ace, in alternating colour, can be discarded.</source>
        <translation>捨て札にできるのは、色が交互のキングからエースまで揃ったシーケンスだけです。</translation>
    </message>
    <message>
        <source>The top {count} cards of column {column} are not one run built down in alternating colour; only such a run moves together.</source>
        <translation>{column} 列目の上の {count} 枚は色が交互に下がるシーケンスではありません。まとめて動かせるのはそのようなシーケンスだけです。</translation>
    </message>
    <message>
        <source>The cards are already in that column.</source>
        <translation>札はもうその列にあります。</translation>
    </message>
    <message>
        <source>Only a King, or a run headed by a King, can go into an empty column.</source>
        <translation>空いた列に置けるのはキングか、キングで始まるシーケンスだけです。</translation>
    </message>
    <message>
        <source>A {card} cannot go on a {target}: build down in alternating colour (a black 9 on a red 10).</source>
        <translation>{card}は{target}の上に置けません：色を交互に1つずつ下げてください（赤の10に黒の9）。</translation>
    </message>
    <message>
        <source>Foundation {pile} is red: it takes only red cards.</source>
        <translation>組札 {pile} は赤です：赤い札しか置けません。</translation>
    </message>
    <message>
        <source>Foundation {pile} is black: it takes only black cards.</source>
        <translation>組札 {pile} は黒です：黒い札しか置けません。</translation>
    </message>
    <message>
        <source>Foundation {pile} is complete.</source>
        <translation>組札 {pile} は完成しています。</translation>
    </message>
    <message>
        <source>Foundation {pile} needs a {card} next.</source>
        <translation>組札 {pile} の次は{card}です。</translation>
    </message>
    <message>
        <source>Discard pile {pile} already holds a run.</source>
        <translation>捨て札 {pile} にはすでにシーケンスがあります。</translation>
    </message>
    <message>
        <source>Discard pile {pile} takes only runs headed by a red King.</source>
        <translation>捨て札 {pile} には赤のキングで始まるシーケンスしか置けません。</translation>
    </message>
    <message>
        <source>Discard pile {pile} takes only runs headed by a black King.</source>
        <translation>捨て札 {pile} には黒のキングで始まるシーケンスしか置けません。</translation>
    </message>
    <message>
        <source>The deal can still be won from where the game stopped.</source>
        <translation>ゲームが止まったところから、このディールはまだ勝てます。</translation>
    </message>
    <message>
        <source>The solver found no way to win this deal from the start.</source>
        <translation>ソルバーはこのディールを最初から勝つ方法を見つけられませんでした。</translation>
    </message>
    <message>
        <source>After move {move} the deal could no longer be won.</source>
        <translation>{move} 手目の後、このディールはもう勝てなくなりました。</translation>
    </message>
    <message>
        <source>After move {move} the deal could no longer be won (the solver found no win within its budget).</source>
        <translation>{move} 手目の後、このディールはもう勝てなくなりました（ソルバーは予算内で勝ちを見つけられませんでした）。</translation>
    </message>
</context>
<context>
    <name>piles</name>
    <message>
        <source>Deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>除けた札</translation>
    </message>
    <message>
        <source>Table, white side</source>
        <translation>場（白の側）</translation>
    </message>
    <message>
        <source>Table, black side</source>
        <translation>場（黒の側）</translation>
    </message>
    <message>
        <source>Stake markers</source>
        <translation>ダブルカード</translation>
    </message>
    <message>
        <source>Stake proposed</source>
        <translation>提案された勝ち点</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>犬</translation>
    </message>
</context>
<context>
    <name>red_secret</name>
    <message>
        <source>Choose 1 red card to give to seat {seat}</source>
        <translation>席 {seat} に渡す赤を1枚選ぶ</translation>
    </message>
    <message>
        <source>Choose {count} red cards to give to seat {seat}</source>
        <translation>席 {seat} に渡す赤を {count} 枚選ぶ</translation>
    </message>
    <message>
        <source>Choose 1 non-red card to return to seat {seat}</source>
        <translation>席 {seat} に返す赤以外の札を1枚選ぶ</translation>
    </message>
    <message>
        <source>Choose {count} non-red cards to return to seat {seat}</source>
        <translation>席 {seat} に返す赤以外の札を {count} 枚選ぶ</translation>
    </message>
    <message>
        <source>You must play a blue card (the led colour) or a red card.</source>
        <translation>青（リードの色）か赤を出さなければなりません。</translation>
    </message>
    <message>
        <source>You must play a green card (the led colour) or a red card.</source>
        <translation>緑（リードの色）か赤を出さなければなりません。</translation>
    </message>
    <message>
        <source>You must play a yellow card (the led colour) or a red card.</source>
        <translation>黄（リードの色）か赤を出さなければなりません。</translation>
    </message>
    <message>
        <source>The exchange is over: play a card.</source>
        <translation>交換は終わりました：札を出してください。</translation>
    </message>
    <message>
        <source>There is no action {name} in Red Secret.</source>
        <translation>秘密の赤に {name} という手はありません。</translation>
    </message>
    <message>
        <source>A play names one card, for example {example}.</source>
        <translation>出す手は札を1枚指定します。例：{example}。</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>{card} を持っていません。</translation>
    </message>
    <message>
        <source>You must play a red card: red was led.</source>
        <translation>赤がリードされたので赤を出さなければなりません。</translation>
    </message>
    <message>
        <source>The balancing comes first: {choice}.</source>
        <translation>先に調整をします：{choice}。</translation>
    </message>
    <message>
        <source>{choice}, exactly.</source>
        <translation>{choice}（ちょうどの枚数で）。</translation>
    </message>
    <message>
        <source>Only red cards can be used here: {choice}.</source>
        <translation>ここで使えるのは赤い札だけです：{choice}。</translation>
    </message>
    <message>
        <source>Only non-red cards can be used here: {choice}.</source>
        <translation>ここで使えるのは赤以外の札だけです：{choice}。</translation>
    </message>
    <message>
        <source>You can pass only on the fourth card of a 3-player trick.</source>
        <translation>パスできるのは3人戦のトリックの4枚目だけです。</translation>
    </message>
    <message>
        <source>The third player cannot pass: you must play the fourth card.</source>
        <translation>3人目はパスできません：4枚目を出さなければなりません。</translation>
    </message>
    <message>
        <source>Nobody after you can play the fourth card: you must play it.</source>
        <translation>あなたの後に4枚目を出せる人がいません：あなたが出さなければなりません。</translation>
    </message>
    <message>
        <source>You hold a card of the led colour ({colour}): the second player may pass the fourth card only with no card of the led colour.</source>
        <translation>リードの色（{colour}）の札を持っています：2人目が4枚目をパスできるのは、リードの色の札がないときだけです。</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
</context>
<context>
    <name>ruleset</name>
    <message>
        <source>En blanc et noir — 3 players, zero bid</source>
        <translation>白と黒ってトリテ — 3人、両方0勝の予想あり</translation>
    </message>
    <message>
        <source>As the 3-player game, and a player may bid zero in both colours.</source>
        <translation>3人戦と同じで、白黒両方0勝を予想できます。</translation>
    </message>
    <message>
        <source>En blanc et noir — 3 players</source>
        <translation>白と黒ってトリテ — 3人</translation>
    </message>
    <message>
        <source>Bid your wins in white and in black with a card from your hand.</source>
        <translation>手札の札1枚で、白と黒の勝利数を予想します。</translation>
    </message>
    <message>
        <source>En blanc et noir — 4 players, zero bid</source>
        <translation>白と黒ってトリテ — 4人、両方0勝の予想あり</translation>
    </message>
    <message>
        <source>As the 4-player game, and a player may bid zero in both colours.</source>
        <translation>4人戦と同じで、白黒両方0勝を予想できます。</translation>
    </message>
    <message>
        <source>En blanc et noir — 4 players</source>
        <translation>白と黒ってトリテ — 4人</translation>
    </message>
    <message>
        <source>Le Rouge et Le Noir — 4 players, partnerships</source>
        <translation>赤と黒 — 4人、ペア戦</translation>
    </message>
    <message>
        <source>Two teams of two (you and the seat opposite), standard deck.</source>
        <translation>2人ずつの2チーム（あなたと向かいの席）、標準デッキ。</translation>
    </message>
    <message>
        <source>Le Rouge et Le Noir — short deck</source>
        <translation>赤と黒 — ショートデッキ</translation>
    </message>
    <message>
        <source>The duel with the short deck (1-5, two of each).</source>
        <translation>ショートデッキ（1〜5、各2枚）での一騎打ち。</translation>
    </message>
    <message>
        <source>Le Rouge et Le Noir — 2 players</source>
        <translation>赤と黒 — 2人</translation>
    </message>
    <message>
        <source>The bluffing duel with the standard deck (1-7, three of each), first to 11.</source>
        <translation>標準デッキ（1〜7、各3枚）でのブラフの一騎打ち、11点先取。</translation>
    </message>
    <message>
        <source>Red Secret — 2 players</source>
        <translation>秘密の赤 — 2人</translation>
    </message>
    <message>
        <source>Red cards score only if they stay hidden; a match of two games.</source>
        <translation>赤い札は秘密のままなら得点；2ゲームのマッチ。</translation>
    </message>
    <message>
        <source>Red Secret — 3 players</source>
        <translation>秘密の赤 — 3人</translation>
    </message>
    <message>
        <source>Red Secret — 4 players</source>
        <translation>秘密の赤 — 4人</translation>
    </message>
    <message>
        <source>Rouge et Noir — patience</source>
        <translation>ルージュ・エ・ノワール — ペイシェンス</translation>
    </message>
    <message>
        <source>Two decks, colour foundations and King-to-Ace runs.</source>
        <translation>トランプ2組、色ごとの組札とキングからエースへのシーケンス。</translation>
    </message>
    <message>
        <source>French Tarot — 3 players</source>
        <translation>フレンチタロット — 3人</translation>
    </message>
    <message>
        <source>78 cards, contracts and the talon; a match of 3 deals.</source>
        <translation>78枚、契約と犬；3ディールのマッチ。</translation>
    </message>
    <message>
        <source>French Tarot — 4 players</source>
        <translation>フレンチタロット — 4人</translation>
    </message>
    <message>
        <source>78 cards, contracts and the talon; a match of 4 deals.</source>
        <translation>78枚、契約と犬；4ディールのマッチ。</translation>
    </message>
    <message>
        <source>French Tarot — 5 players</source>
        <translation>フレンチタロット — 5人</translation>
    </message>
    <message>
        <source>78 cards, contracts and the talon; a match of 5 deals.</source>
        <translation>78枚、契約と犬；5ディールのマッチ。</translation>
    </message>
    <message>
        <source>French Tarot — 6 players</source>
        <translation>フレンチタロット — 6人</translation>
    </message>
    <message>
        <source>78 cards, contracts and the talon; a match of 6 deals.</source>
        <translation>78枚、契約と犬；6ディールのマッチ。</translation>
    </message>
</context>
<context>
    <name>seat</name>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North-West</source>
        <translation>北西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>North-East</source>
        <translation>北東</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
</context>
<context>
    <name>store</name>
    <message>
        <source>the old statistics ({file}) could not be read ({reason}); they were left as they are</source>
        <translation>古い統計（{file}）を読めませんでした（{reason}）。そのままにしてあります</translation>
    </message>
    <message>
        <source>the old statistics ({file}) were not a table of games; nothing was imported</source>
        <translation>古い統計（{file}）はゲームの表ではありませんでした。何も取り込んでいません</translation>
    </message>
    <message>
        <source>the old statistics of {ruleset} were not whole numbers; they were skipped</source>
        <translation>{ruleset} の古い統計は整数ではなかったため、読み飛ばしました</translation>
    </message>
    <message>
        <source>the statistics database could not be read ({reason}); it was moved aside to {file} and a new one started</source>
        <translation>統計データベースを読めませんでした（{reason}）。{file} として取り置き、新しく始めました</translation>
    </message>
    <message>
        <source>games cannot be saved: {reason} ({folder})</source>
        <translation>ゲームを保存できません：{reason}（{folder}）</translation>
    </message>
    <message>
        <source>the saved game could not be read ({reason})</source>
        <translation>保存ゲームを読めませんでした（{reason}）</translation>
    </message>
    <message>
        <source>it could not be read ({reason})</source>
        <translation>読めませんでした（{reason}）</translation>
    </message>
    <message>
        <source>{file} cannot be resumed ({reason}) and could not be moved aside ({error}); it is left where it is</source>
        <translation>{file} は再開できず（{reason}）、取り置くこともできませんでした（{error}）。そのままにしてあります</translation>
    </message>
    <message>
        <source>a saved game cannot be resumed ({reason}); it was kept as {file}</source>
        <translation>保存ゲームを再開できません（{reason}）。{file} として保管しました</translation>
    </message>
    <message>
        <source>it is not a settings object</source>
        <translation>設定のオブジェクトではありません</translation>
    </message>
    <message>
        <source>{fields}: wrong type or value, the default is used</source>
        <translation>{fields}：型か値が正しくないため、既定値を使います</translation>
    </message>
    <message>
        <source>it was moved aside to {file}</source>
        <translation>{file} として取り置きました</translation>
    </message>
    <message>
        <source>it could not be moved aside ({error})</source>
        <translation>取り置けませんでした（{error}）</translation>
    </message>
    <message>
        <source>{file} could not be used fully ({reason}); {where}</source>
        <translation>{file} を完全には使えませんでした（{reason}）。{where}</translation>
    </message>
</context>
<context>
    <name>tarot</name>
    <message>
        <source>Discard {count} cards (trumps are shown)</source>
        <translation>{count} 枚を除ける（切り札は公開）</translation>
    </message>
    <message>
        <source>Discard {count} cards</source>
        <translation>{count} 枚を除ける</translation>
    </message>
    <message>
        <source>Show a simple handful ({count} trumps)</source>
        <translation>シングル・ポワニェを見せる（切り札 {count} 枚）</translation>
    </message>
    <message>
        <source>Show a double handful ({count} trumps)</source>
        <translation>ダブル・ポワニェを見せる（切り札 {count} 枚）</translation>
    </message>
    <message>
        <source>Show a triple handful ({count} trumps)</source>
        <translation>トリプル・ポワニェを見せる（切り札 {count} 枚）</translation>
    </message>
    <message>
        <source>Now is the time to bid, for seat {seat}.</source>
        <translation>いまは席 {seat} のビッドの番です。</translation>
    </message>
    <message>
        <source>Now is the time to call, for seat {seat}.</source>
        <translation>いまは席 {seat} のコールの番です。</translation>
    </message>
    <message>
        <source>Now is the time to discard, for seat {seat}.</source>
        <translation>いまは席 {seat} が札を除ける番です。</translation>
    </message>
    <message>
        <source>Now is the time to play, for seat {seat}.</source>
        <translation>いまは席 {seat} が出す番です。</translation>
    </message>
    <message>
        <source>You must pass or bid higher than {contract}.</source>
        <translation>パスするか、{contract}より高くビッドしてください。</translation>
    </message>
    <message>
        <source>Bid pass, small, guard, guard_without or guard_against.</source>
        <translation>pass、small、guard、guard_without、guard_against（パス、プティット、ガルド、ガルド・サン、ガルド・コントル）のどれかをビッドしてください。</translation>
    </message>
    <message>
        <source>You may call {cards}.</source>
        <translation>コールできるのは{cards}です。</translation>
    </message>
    <message>
        <source>Discard exactly {count} cards: no Kings or Oudlers, and trumps only if you have no other choice.</source>
        <translation>ちょうど {count} 枚を除けてください：キングとブーは不可、切り札はほかに選べないときだけ。</translation>
    </message>
    <message>
        <source>A handful is shown once, before your first card, with exactly the number of trumps of its level (the Excuse only if you lack one trump).</source>
        <translation>ポワニェは最初の札を出す前に一度だけ、その段階の枚数ちょうどの切り札で見せます（切り札が1枚足りないときだけエクスキューズを含められます）。</translation>
    </message>
    <message>
        <source>Only the attacker may announce a chelem, on the lead, before the first card.</source>
        <translation>シュレムを宣言できるのはアタッカーだけで、最初の札の前、リードのときです。</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>犬</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>除けた札</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>{card} を持っていません。</translation>
    </message>
    <message>
        <source>In the first trick you may not lead {suit}, a called suit, except with the called card itself.</source>
        <translation>最初のトリックでは、コールされたスートの{suit}はコールされた札そのもの以外でリードできません。</translation>
    </message>
    <message>
        <source>You must follow suit: play {suit} (or the Excuse).</source>
        <translation>スートに従ってください：{suit}を出す（またはエクスキューズ）。</translation>
    </message>
    <message>
        <source>You must beat trump {number}: you hold a higher trump.</source>
        <translation>切り札 {number} より強い切り札を持っているので、それを出さなければなりません。</translation>
    </message>
    <message>
        <source>You have no {suit}, so you must play a trump (or the Excuse).</source>
        <translation>{suit}がないので切り札を出さなければなりません（またはエクスキューズ）。</translation>
    </message>
    <message>
        <source>Trumps were led: you must play a trump (or the Excuse).</source>
        <translation>切り札がリードされました：切り札を出してください（またはエクスキューズ）。</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>プティット</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>ガルド</translation>
    </message>
    <message>
        <source>Guard Without</source>
        <translation>ガルド・サン</translation>
    </message>
    <message>
        <source>Guard Against</source>
        <translation>ガルド・コントル</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>the Excuse</source>
        <translation>エクスキューズ</translation>
    </message>
    <message>
        <source>Excuse</source>
        <translation>エクスキューズ</translation>
    </message>
    <message>
        <source>the Petit</source>
        <translation>プチ</translation>
    </message>
    <message>
        <source>Petit</source>
        <translation>プチ</translation>
    </message>
    <message>
        <source>trump {number}</source>
        <translation>切り札 {number}</translation>
    </message>
    <message>
        <source>the King of {suit}</source>
        <translation>{suit}のキング</translation>
    </message>
    <message>
        <source>the Queen of {suit}</source>
        <translation>{suit}のクイーン</translation>
    </message>
    <message>
        <source>the Cavalier of {suit}</source>
        <translation>{suit}のカバリエ</translation>
    </message>
    <message>
        <source>the Valet of {suit}</source>
        <translation>{suit}のジャック</translation>
    </message>
    <message>
        <source>the Ace of {suit}</source>
        <translation>{suit}のエース</translation>
    </message>
    <message>
        <source>the {number} of {suit}</source>
        <translation>{suit}の{number}</translation>
    </message>
    <message>
        <source>King of {suit}</source>
        <translation>{suit}のキング</translation>
    </message>
    <message>
        <source>Queen of {suit}</source>
        <translation>{suit}のクイーン</translation>
    </message>
    <message>
        <source>Cavalier of {suit}</source>
        <translation>{suit}のカバリエ</translation>
    </message>
    <message>
        <source>Valet of {suit}</source>
        <translation>{suit}のジャック</translation>
    </message>
    <message>
        <source>Ace of {suit}</source>
        <translation>{suit}のエース</translation>
    </message>
    <message>
        <source>{number} of {suit}</source>
        <translation>{suit}の{number}</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>trumps</source>
        <translation>切り札</translation>
    </message>
</context>
</TS>
