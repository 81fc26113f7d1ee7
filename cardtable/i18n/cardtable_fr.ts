<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>DeckMenu</name>
    <message>
        <source>cardtable (built in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card &amp;deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{family} card decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorry, {reason}; the deck in use is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card deck: {deck}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorry, {reason}; the built-in deck is used.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <source>&lt;h1&gt;cardtable&lt;/h1&gt;&lt;p&gt;Choose a game. It is saved as you play.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{variant}  — resume</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>This deal cannot be played again: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player {problem}; it plays at random instead (details in {log}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player {problem}; it plays at random instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chose an illegal move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>Next deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the table or press a key to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: move {pos} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintBox</name>
    <message>
        <source>play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>handful</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chelem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What would the hard computer player do in your place?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking about your move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint is given when it is your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;{action}&lt;/b&gt; is the only choice.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Hard would &lt;b&gt;{action}&lt;/b&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won with the demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match finished yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay on the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Quick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leisurely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games &amp;kept aside…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Abandon this game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep each trick until a click or a key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer &amp;opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side &amp;panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;What the computer players see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About cardtable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} — cardtable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-colour suits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-colour suits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{message} It is used in the games played with a standard deck (Rouge et Noir).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer opponents: {level}, from the next match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your game of {game} in progress is resumed; abandon it to play seed {seed}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} cannot be opened: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it does not replay: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its ruleset {name} is not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game}  (in progress)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.json *.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: there is no record {index}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot be opened: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ruleset for engine {engine}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Your game of &lt;b&gt;{game}&lt;/b&gt; is waiting.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;It will count as played and lost in your statistics.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Please note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rules are installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the computer players see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record cannot be opened: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About cardtable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;cardtable {version}&lt;/h3&gt;&lt;p&gt;A desktop card table: Rouge et Noir patience, Le Rouge et Le Noir, Red Secret, En blanc et noir and French Tarot.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No match finished yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewAid</name>
    <message>
        <source>Review my moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make some moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing your moves…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review failed ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review: {finding} Step with Back and Next.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetAsideWindow</name>
    <message>
        <source>Saved games kept aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These saved games could not be resumed. They are kept, never overwritten; a record can still be opened with File → Open record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved game was kept aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SolverAid</name>
    <message>
        <source>Not known yet: thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Can still be won: a winning line of %n move(s) is known.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Can no longer be won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not known yet ({count} positions searched).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solver failed ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Demo: %n move(s) to go.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Demo: won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell me if it can still be won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can it still be won?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} (deals played again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics are not available: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match finished yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results over time: {game} (bars: won up, lost down, grey abandoned; line: win rate)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrickGameView</name>
    <message>
        <source>{seat}&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played by {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trick has been gathered yet in this deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait until the table is still.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last trick, taken by nobody. Click the table or press a key to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last trick, taken by {seat}. Click the table or press a key to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;a card never shown&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>View</name>
    <message>
        <source>Next game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}
won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}
revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} (dealer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{seat}&lt;/b&gt;: {score} this game, {total} in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {number} is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give (G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the fourth card (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a card to &lt;b&gt;Play here&lt;/b&gt; or double-click it. Reds after the lead go face down (red back). Balancing: click cards, then Give/Return.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {game} of {games} · round {round} of {rounds} · dealer {dealer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give {chosen}/{count} to {seat} (G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return {chosen}/{count} to {seat} (G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Fourth card: {seats} passed.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hidden red(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>revealed {cards} (−{points})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{seat}&lt;/b&gt; — match {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You give %n red → {to}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} gives %n red → {to}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You return %n other → {to}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} returns %n other → {to}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>(choosing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No balancing this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;You received {cards}&lt;/b&gt; (lifted in your hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick to &lt;b&gt;{seat}&lt;/b&gt;: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after a pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You and North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West and East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You and North win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West and East win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your
tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Our
tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North&apos;s
tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their
tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake {stake}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Le Rouge et Le Noir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take (T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next card face down (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a card to &lt;b&gt;Face up&lt;/b&gt; or &lt;b&gt;Face down&lt;/b&gt; (a double), or double-click it: it goes face down when the toggle is on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You + North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West + East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first trick won: {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks: {us} {ours} · {them} {theirs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carried from ties: {carry}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No carry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first dealer by draw (lowest deals): {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {number} · dealer {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: Double! ×{stake}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You doubled: ×{stake}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double! ×{stake}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} doubles: take (the stake becomes {stake}) or pass ({wins} {points} now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You double. {seat} answers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{doubler} doubles. {seat} answers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your lead: the first card of a deal is played face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: drag a card to Face up, or to Face down to double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tied deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Three draws: nobody scores. The stake of {stake} is carried to the next deal that has a winner.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{wins} the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;{side}: &lt;b&gt;+{points}&lt;/b&gt; (stake {stake} + {carried} carried), {how}.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;{side}: &lt;b&gt;+{points}&lt;/b&gt; (stake {stake}), {how}.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The face-down card stays unknown.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Score: {us} {ours} · {them} {theirs}&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{wins} the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Last deal: {side} +{points}, {how}.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Final score: {us} {ours} · {them} {theirs}&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact, most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zero in both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead
white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead
black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play
here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En blanc et noir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid zero (Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead white (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead black (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} · dealer {dealer} · trick {trick} of {tricks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}  bid {bid}  won {white}/{black}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game ends above {points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid with a card: its white number is the tricks you expect to win in white, its black number in black. The smallest suit number wins a trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a card onto Lead white or Lead black, or click it and press W or B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a card to the table or double-click it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} bidding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} to lead…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid: drag a card onto Your bid, or double-click it or bid zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid: drag a card onto Your bid, or double-click it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead {card} as white {white} or black {black}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your lead: choose a card and its suit colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Led: {led}. You must play a card with {led}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Led: {led}. You have none: play any card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{won} of {bid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact with the most wins {most} · exact {exact} · one short {short} · zero bid exact in both colours {zero}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Round {number}&lt;/b&gt; (white / black):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {number} scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You share the win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seats} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seats} win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop your bid card on “Your bid”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the card on “Lead white” or “Lead black”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the card on the table in the middle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Balancing: choose %n red card(s) to give to {seat}, then press Give.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Balancing: {seat} gave you %n red card(s); choose %n other card(s) to return.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Balancing: {seat} chooses %n red card(s) for {to}…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Balancing: {seat} chooses %n other card(s) for {to}…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} to play the fourth card…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} to play…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your lead: play any card (a red lead is played face up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fourth card: play red, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fourth card: play red — you must play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fourth card: follow {colour} or play red (face down), or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fourth card: follow {colour} or play red (face down) — you must play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: play red.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: follow {colour} or play red (face down).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {number} is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shared win: {seats}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} wins the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{choice}: unselect a card first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the card in the middle, on Play here, to play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simple handful</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double handful</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triple handful</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody passed: the next dealer deals again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} had the Petit alone (petit sec): the cards are dealt again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker: {contract}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{role} · {handful}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {seat} to bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {seat} to call a partner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {seat} to set cards aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {seat} to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid: pass, or a contract higher than any so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call a card: whoever holds it is your secret partner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Click %n cards to set aside (no Kings or Oudlers), then press Discard.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn: double-click a highlighted card or drag it to the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may show a handful first (click trumps to choose them, or let the table pick).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may announce a chelem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announce chelem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;French Tarot&lt;/b&gt; — deal {deal} of {deals}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard ({chosen}/{count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show {handful} ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract} by {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract}; called {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract}; chelem announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call a King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call a Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call a Cavalier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Its holder becomes your secret partner, revealed when the card is played. If you hold it or it lies in the talon, you play alone.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot choose {card} here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The next dealer deals again; this deal does not count.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{taker} with {partners}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{contract}&lt;/b&gt; (×{multiplier}) by {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Attack: &lt;b&gt;{points}&lt;/b&gt; points with %n oudler(s): goal {goal}, made by {margin}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attack: &lt;b&gt;{points}&lt;/b&gt; points with %n oudler(s): goal {goal}, lost by {margin}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Petit au bout (second-to-last trick: the chelem&apos;s last trick was led by the Excuse), won by the attack: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Petit au bout won by the attack: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Petit au bout (second-to-last trick: the chelem&apos;s last trick was led by the Excuse), won by the defence: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Petit au bout won by the defence: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: {handful}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handful ({shown}) to the side that won: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chelem: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each defender: &lt;b&gt;{points}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {number}: contract made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {number}: contract lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Winner: &lt;b&gt;{winners}&lt;/b&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red foundation {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black foundation {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red discard pile {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black discard pile {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose deal number…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-move to foundation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game and Choose deal give only deals the solver has proved winnable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Deal #{number}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards out: {count} / {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stock: {cards} (%n deal(s) left)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The demo won deal #{number} in %n move(s)!</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won deal #{number} in %n move(s)!</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No moves left: %n card(s) out. Undo, restart this deal or start a new game.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after {moves} moves without progress: %n card(s) out.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Drag cards and runs; double-click sends a card to its foundation or a full run to its discard pile; click the stock to deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;All {total} cards are out, in %n move(s): the demo or the solver&apos;s line played part of this deal.&lt;/p&gt;&lt;p&gt;Deal #{number}. Restart it to win it alone.&lt;/p&gt;</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>You won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;All {total} cards are out, in %n move(s).&lt;/p&gt;&lt;p&gt;Deal #{number}.&lt;/p&gt;</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;{out} of {total} cards out. Nothing more can go out or turn over.&lt;/p&gt;&lt;p&gt;Close this to undo, or restart deal #{number}.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;{moves} moves in a row without progress: the game ends with %n card(s) out.&lt;/p&gt;</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No deal is proved winnable with this game&apos;s options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A winnable deal ({count} proved by the solver):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal number (1 to {last}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move helps now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: deal from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>put the run from column {column} on a discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the {card} and the %n card(s) on it</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>move {cards} to column {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>put {cards} on a foundation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>put {cards} on a discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now click where the cards should go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} cannot go to a foundation now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picked up: choose where they go with the arrow keys and press Enter (Enter here again sends them out, Esc puts them down).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to pick up here: a card and the run on it can be moved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong ({error}). Your game is saved; the details are in {log}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>blanc_et_noir</name>
    <message>
        <source>Choose a card from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone bids first: choose a card from your hand as your bid, or bid zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone bids first: choose a card from your hand as your bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lead this trick: play a card and say which colour is the suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trick is already led: play a card; the leader chose the suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {kind} takes only: {fields}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zero bid is not allowed in this game: bid with a card from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say which colour is the suit: white or black.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold a card with white {number}, the led suit: you must play {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold a card with black {number}, the led suit: you must play {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left over</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>cardtable: the table is already open; it was brought to the front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--from and --to must be deal numbers with 1 &lt;= from &lt;= to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--nodes must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ruleset} is not a Rouge et Noir patience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{won} of {deals} deals proved winnable; list: {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}:1: id: {id} is the id of a shipped ruleset ({shipped}); the app would skip this file, so give it another id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: ok ({id}, engine {engine}, {players} players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--set expects key=value, got {pair}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--games must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed must be 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--index must be 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: there is no record {index} (counting from 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cardtable: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cardtable: internal error: {error} (details in {log})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cardtable: internal error: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} is not an action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {game} engine is not available: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Le Rouge et Le Noir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bluffing duel: play a card face down to double the stake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rouge et Noir (patience)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two decks: build colour foundations and King-to-Ace runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks where red cards score only if they stay hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En blanc et noir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid your tricks in white and in black with a card of your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French Tarot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>78 cards: bid a contract, take the talon, call a partner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} has no deal to lay open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal {deal} is not over: its cards stay hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} is not a legal action for seat {seat} now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this match has no deal {deal}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal {deal} ends as it is dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>le_rouge_et_le_noir</name>
    <message>
        <source>That is not a move of this game: play a card, or take or pass a double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A double must be answered first: take it or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} is not a valid answer: take or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no double to answer: play a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card face up or face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold a {rank}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That play is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opening lead of a deal must be played face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stake is already {stake}: no double is left, so play face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your team made the last double: the other team must double before yours may again. Play face up.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>level</name>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>patience</name>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-move puts the {card} on a foundation first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deal is written {example} with nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table deals only when you are stuck, and a productive move is left: {card} from column {column}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move names a column, a pile and a number of cards, like {example}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no card to move in column {column}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move at least one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column {column} has only 1 face-up card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column {column} has only {count} face-up cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards go to a foundation one at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a complete run from King to Ace, in alternating colour, can be discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The top {count} cards of column {column} are not one run built down in alternating colour; only such a run moves together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards are already in that column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a King, or a run headed by a King, can go into an empty column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {card} cannot go on a {target}: build down in alternating colour (a black 9 on a red 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foundation {pile} is red: it takes only red cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foundation {pile} is black: it takes only black cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foundation {pile} is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foundation {pile} needs a {card} next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile {pile} already holds a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile {pile} takes only runs headed by a red King.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile {pile} takes only runs headed by a black King.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal can still be won from where the game stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solver found no way to win this deal from the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After move {move} the deal could no longer be won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After move {move} the deal could no longer be won (the solver found no win within its budget).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>red_secret</name>
    <message>
        <source>Choose 1 red card to give to seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} red cards to give to seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose 1 non-red card to return to seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} non-red cards to return to seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must play a blue card (the led colour) or a red card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must play a green card (the led colour) or a red card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must play a yellow card (the led colour) or a red card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exchange is over: play a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no action {name} in Red Secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A play names one card, for example {example}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must play a red card: red was led.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The balancing comes first: {choice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{choice}, exactly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only red cards can be used here: {choice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only non-red cards can be used here: {choice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can pass only on the fourth card of a 3-player trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The third player cannot pass: you must play the fourth card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody after you can play the fourth card: you must play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold a card of the led colour ({colour}): the second player may pass the fourth card only with no card of the led colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ruleset</name>
    <message>
        <source>En blanc et noir — 3 players, zero bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the 3-player game, and a player may bid zero in both colours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En blanc et noir — 3 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid your wins in white and in black with a card from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En blanc et noir — 4 players, zero bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the 4-player game, and a player may bid zero in both colours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En blanc et noir — 4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Le Rouge et Le Noir — 4 players, partnerships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two teams of two (you and the seat opposite), standard deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Le Rouge et Le Noir — short deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The duel with the short deck (1-5, two of each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Le Rouge et Le Noir — 2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bluffing duel with the standard deck (1-7, three of each), first to 11.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red Secret — 2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red cards score only if they stay hidden; a match of two games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red Secret — 3 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red Secret — 4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rouge et Noir — patience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two decks, colour foundations and King-to-Ace runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French Tarot — 3 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>78 cards, contracts and the talon; a match of 3 deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French Tarot — 4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>78 cards, contracts and the talon; a match of 4 deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French Tarot — 5 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>78 cards, contracts and the talon; a match of 5 deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French Tarot — 6 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>78 cards, contracts and the talon; a match of 6 deals.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seat</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North-West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North-East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tarot</name>
    <message>
        <source>Discard {count} cards (trumps are shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {count} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a simple handful ({count} trumps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a double handful ({count} trumps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a triple handful ({count} trumps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now is the time to bid, for seat {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now is the time to call, for seat {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now is the time to discard, for seat {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now is the time to play, for seat {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must pass or bid higher than {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid pass, small, guard, guard_without or guard_against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may call {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard exactly {count} cards: no Kings or Oudlers, and trumps only if you have no other choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A handful is shown once, before your first card, with exactly the number of trumps of its level (the Excuse only if you lack one trump).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the attacker may announce a chelem, on the lead, before the first card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the first trick you may not lead {suit}, a called suit, except with the called card itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow suit: play {suit} (or the Excuse).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must beat trump {number}: you hold a higher trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no {suit}, so you must play a trump (or the Excuse).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps were led: you must play a trump (or the Excuse).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guard Without</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guard Against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Excuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Petit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Petit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trump {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the King of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Queen of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Cavalier of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Valet of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Ace of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {number} of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalier of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valet of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{number} of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trumps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
