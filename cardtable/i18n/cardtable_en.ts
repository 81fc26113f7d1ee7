<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>SolverAid</name>
    <message numerus="yes">
        <source>Demo: %n move(s) to go.</source>
        <translation>
            <numerusform>Demo: %n move to go.</numerusform>
            <numerusform>Demo: %n moves to go.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Can still be won: a winning line of %n move(s) is known.</source>
        <translation>
            <numerusform>Can still be won: a winning line of %n move is known.</numerusform>
            <numerusform>Can still be won: a winning line of %n moves is known.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>View</name>
    <message numerus="yes">
        <source>%n hidden red(s)</source>
        <translation>
            <numerusform>%n hidden red</numerusform>
            <numerusform>%n hidden reds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You give %n red → {to}</source>
        <translation>
            <numerusform>You give %n red → {to}</numerusform>
            <numerusform>You give %n red → {to}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} gives %n red → {to}</source>
        <translation>
            <numerusform>{seat} gives %n red → {to}</numerusform>
            <numerusform>{seat} gives %n red → {to}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You return %n other → {to}</source>
        <translation>
            <numerusform>You return %n other → {to}</numerusform>
            <numerusform>You return %n other → {to}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} returns %n other → {to}</source>
        <translation>
            <numerusform>{seat} returns %n other → {to}</numerusform>
            <numerusform>{seat} returns %n other → {to}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Balancing: choose %n red card(s) to give to {seat}, then press Give.</source>
        <translation>
            <numerusform>Balancing: choose %n red card to give to {seat}, then press Give.</numerusform>
            <numerusform>Balancing: choose %n red cards to give to {seat}, then press Give.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Balancing: {seat} gave you %n red card(s); choose %n other card(s) to return.</source>
        <translation>
            <numerusform>Balancing: {seat} gave you %n red card; choose %n other card to return.</numerusform>
            <numerusform>Balancing: {seat} gave you %n red cards; choose %n other cards to return.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Balancing: {seat} chooses %n red card(s) for {to}…</source>
        <translation>
            <numerusform>Balancing: {seat} chooses %n red card for {to}…</numerusform>
            <numerusform>Balancing: {seat} chooses %n red cards for {to}…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Balancing: {seat} chooses %n other card(s) for {to}…</source>
        <translation>
            <numerusform>Balancing: {seat} chooses %n other card for {to}…</numerusform>
            <numerusform>Balancing: {seat} chooses %n other cards for {to}…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You show a triple handful of %n trumps.</source>
        <translation>
            <numerusform>You show a triple handful of %n trump.</numerusform>
            <numerusform>You show a triple handful of %n trumps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} shows a triple handful of %n trumps.</source>
        <translation>
            <numerusform>{who} shows a triple handful of %n trump.</numerusform>
            <numerusform>{who} shows a triple handful of %n trumps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You show a double handful of %n trumps.</source>
        <translation>
            <numerusform>You show a double handful of %n trump.</numerusform>
            <numerusform>You show a double handful of %n trumps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} shows a double handful of %n trumps.</source>
        <translation>
            <numerusform>{who} shows a double handful of %n trump.</numerusform>
            <numerusform>{who} shows a double handful of %n trumps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You show a simple handful of %n trumps.</source>
        <translation>
            <numerusform>You show a simple handful of %n trump.</numerusform>
            <numerusform>You show a simple handful of %n trumps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} shows a simple handful of %n trumps.</source>
        <translation>
            <numerusform>{who} shows a simple handful of %n trump.</numerusform>
            <numerusform>{who} shows a simple handful of %n trumps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click %n cards to set aside (no Kings or Oudlers), then press Discard.</source>
        <translation>
            <numerusform>Click %n card to set aside (no Kings or Oudlers), then press Discard.</numerusform>
            <numerusform>Click %n cards to set aside (no Kings or Oudlers), then press Discard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attack: &lt;b&gt;{points}&lt;/b&gt; points with %n oudler(s): goal {goal}, made by {margin}</source>
        <translation>
            <numerusform>Attack: &lt;b&gt;{points}&lt;/b&gt; points with %n oudler: goal {goal}, made by {margin}</numerusform>
            <numerusform>Attack: &lt;b&gt;{points}&lt;/b&gt; points with %n oudlers: goal {goal}, made by {margin}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attack: &lt;b&gt;{points}&lt;/b&gt; points with %n oudler(s): goal {goal}, lost by {margin}</source>
        <translation>
            <numerusform>Attack: &lt;b&gt;{points}&lt;/b&gt; points with %n oudler: goal {goal}, lost by {margin}</numerusform>
            <numerusform>Attack: &lt;b&gt;{points}&lt;/b&gt; points with %n oudlers: goal {goal}, lost by {margin}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: {cards} (%n deal(s) left)</source>
        <translation>
            <numerusform>Stock: {cards} (%n deal left)</numerusform>
            <numerusform>Stock: {cards} (%n deals left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The demo won deal #{number} in %n move(s)!</source>
        <translation>
            <numerusform>The demo won deal #{number} in %n move!</numerusform>
            <numerusform>The demo won deal #{number} in %n moves!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won deal #{number} in %n move(s)!</source>
        <translation>
            <numerusform>You won deal #{number} in %n move!</numerusform>
            <numerusform>You won deal #{number} in %n moves!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No moves left: %n card(s) out. Undo, restart this deal or start a new game.</source>
        <translation>
            <numerusform>No moves left: %n card out. Undo, restart this deal or start a new game.</numerusform>
            <numerusform>No moves left: %n cards out. Undo, restart this deal or start a new game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after {moves} moves without progress: %n card(s) out.</source>
        <translation>
            <numerusform>Game over after {moves} moves without progress: %n card out.</numerusform>
            <numerusform>Game over after {moves} moves without progress: %n cards out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;All {total} cards are out, in %n move(s): the demo or the solver&apos;s line played part of this deal.&lt;/p&gt;&lt;p&gt;Deal #{number}. Restart it to win it alone.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;All {total} cards are out, in %n move: the demo or the solver&apos;s line played part of this deal.&lt;/p&gt;&lt;p&gt;Deal #{number}. Restart it to win it alone.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;All {total} cards are out, in %n moves: the demo or the solver&apos;s line played part of this deal.&lt;/p&gt;&lt;p&gt;Deal #{number}. Restart it to win it alone.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;All {total} cards are out, in %n move(s).&lt;/p&gt;&lt;p&gt;Deal #{number}.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;All {total} cards are out, in %n move.&lt;/p&gt;&lt;p&gt;Deal #{number}.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;All {total} cards are out, in %n moves.&lt;/p&gt;&lt;p&gt;Deal #{number}.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;{moves} moves in a row without progress: the game ends with %n card(s) out.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;{moves} moves in a row without progress: the game ends with %n card out.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;{moves} moves in a row without progress: the game ends with %n cards out.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {card} and the %n card(s) on it</source>
        <translation>
            <numerusform>the {card} and the card on it</numerusform>
            <numerusform>the {card} and the %n cards on it</numerusform>
        </translation>
    </message>
</context>
</TS>
