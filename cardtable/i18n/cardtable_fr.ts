<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>DeckMenu</name>
    <message>
        <source>cardtable (built in)</source>
        <translation>cardtable (intégré)</translation>
    </message>
    <message>
        <source>Card &amp;deck</source>
        <translation>&amp;Jeu de cartes</translation>
    </message>
    <message>
        <source>{family} card decks</source>
        <translation>Jeux de cartes {family}</translation>
    </message>
    <message>
        <source>Sorry, {reason}; the deck in use is kept.</source>
        <translation>Désolé : {reason} ; le jeu en cours est conservé.</translation>
    </message>
    <message>
        <source>Card deck: {deck}.</source>
        <translation>Jeu de cartes : {deck}.</translation>
    </message>
    <message>
        <source>Sorry, {reason}; the built-in deck is used.</source>
        <translation>Désolé : {reason} ; le jeu intégré est utilisé.</translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <source>&lt;h1&gt;cardtable&lt;/h1&gt;&lt;p&gt;Choose a game. It is saved as you play.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;cardtable&lt;/h1&gt;&lt;p&gt;Choisissez un jeu. La partie est enregistrée au fil du jeu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>{variant}  — resume</source>
        <translation>{variant}  — reprendre</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>This deal cannot be played again: {reason}.</source>
        <translation>Cette donne ne peut pas être rejouée : {reason}.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <source>This is a replay.</source>
        <translation>Ceci est une relecture.</translation>
    </message>
    <message>
        <source>The computer player {problem}; it plays at random instead (details in {log}).</source>
        <translation>Le joueur ordinateur {problem} ; il joue au hasard à la place (détails dans {log}).</translation>
    </message>
    <message>
        <source>The computer player {problem}; it plays at random instead.</source>
        <translation>Le joueur ordinateur {problem} ; il joue au hasard à la place.</translation>
    </message>
    <message>
        <source>failed ({error})</source>
        <translation>a échoué ({error})</translation>
    </message>
    <message>
        <source>chose an illegal move</source>
        <translation>a choisi un coup illégal</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{seat}: {score}</source>
        <translation>{seat} : {score}</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Vous gagnez !</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} et {second}</translation>
    </message>
    <message>
        <source>{card}, face down</source>
        <translation>{card}, face cachée</translation>
    </message>
    <message>
        <source>{card}, {place}</source>
        <translation>{card}, {place}</translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, jouable</translation>
    </message>
    <message>
        <source>{place}: {cards}</source>
        <translation>{place} : {cards}</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>Click the table or press a key to go on.</source>
        <translation>Cliquez sur la table ou appuyez sur une touche pour continuer.</translation>
    </message>
    <message>
        <source>{said} {hold}</source>
        <translation>{said} {hold}</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Retour</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>Replay: move {pos} of {total}</source>
        <translation>Relecture : coup {pos} sur {total}</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>HintBox</name>
    <message>
        <source>play</source>
        <translation>jouer</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>enchérir</translation>
    </message>
    <message>
        <source>lead</source>
        <translation>entamer</translation>
    </message>
    <message>
        <source>call</source>
        <translation>appeler</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>écarter</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>take</source>
        <translation>tenir</translation>
    </message>
    <message>
        <source>give</source>
        <translation>donner</translation>
    </message>
    <message>
        <source>return</source>
        <translation>rendre</translation>
    </message>
    <message>
        <source>handful</source>
        <translation>poignée</translation>
    </message>
    <message>
        <source>chelem</source>
        <translation>chelem</translation>
    </message>
    <message>
        <source>in white</source>
        <translation>en blanc</translation>
    </message>
    <message>
        <source>in black</source>
        <translation>en noir</translation>
    </message>
    <message>
        <source>bid zero</source>
        <translation>annoncer zéro</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>face cachée</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Conseil (H)</translation>
    </message>
    <message>
        <source>What would the hard computer player do in your place?</source>
        <translation>Que ferait le joueur ordinateur difficile à votre place ?</translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat} réfléchit…</translation>
    </message>
    <message>
        <source>Close the summary first: the hint is for your next move.</source>
        <translation>Fermez d’abord le bilan : le conseil porte sur votre prochain coup.</translation>
    </message>
    <message>
        <source>Thinking about your move…</source>
        <translation>Réflexion sur votre coup…</translation>
    </message>
    <message>
        <source>No hint in this game.</source>
        <translation>Pas de conseil dans ce jeu.</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn.</source>
        <translation>Un conseil est donné quand c’est votre tour.</translation>
    </message>
    <message>
        <source>No hint: {reason}</source>
        <translation>Pas de conseil : {reason}</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;{action}&lt;/b&gt; is the only choice.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{action}&lt;/b&gt; est le seul choix.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Its usual play: no other is better by more than the luck of the deals it tried.</source>
        <translation>Son jeu habituel : aucun autre ne fait mieux au-delà de la chance des donnes essayées.</translation>
    </message>
    <message>
        <source>Only a few deals tried in the time (the computer is busy): a rough guess.</source>
        <translation>Peu de donnes essayées dans le temps imparti (l’ordinateur est occupé) : une estimation grossière.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Hard would &lt;b&gt;{action}&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Difficile choisirait : &lt;b&gt;{action}&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>gain</source>
        <translation>gain</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>donnes</translation>
    </message>
    <message>
        <source>wins the match</source>
        <translation>gagne la partie</translation>
    </message>
    <message>
        <source>&lt;p&gt;Hard would &lt;b&gt;{action}&lt;/b&gt; (by its rules: its strategy never comes to this position).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Difficile choisirait : &lt;b&gt;{action}&lt;/b&gt; (par ses règles : sa stratégie ne mène jamais à cette position).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Hard mixes its play here, most often &lt;b&gt;{action}&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Difficile varie son jeu ici, le plus souvent : &lt;b&gt;{action}&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>how often</source>
        <translation>fréquence</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>Won with the demo</source>
        <translation>Gagnée avec la démo</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Votre score</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>No match finished yet.</source>
        <translation>Aucune partie terminée pour l’instant.</translation>
    </message>
    <message>
        <source>Replay on the table</source>
        <translation>Rejouer sur la table</translation>
    </message>
    <message>
        <source>&amp;Review on the table</source>
        <translation>&amp;Revoir sur la table</translation>
    </message>
    <message>
        <source>Step through the match with the hard player&apos;s judgement of each of your decisions</source>
        <translation>Parcourir la partie avec le jugement du joueur difficile sur chacune de vos décisions</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Quick</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Leisurely</source>
        <translation>Tranquille</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>&amp;Ouvrir un enregistrement…</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <source>Saved games &amp;kept aside…</source>
        <translation>Parties mises de &amp;côté…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Re&amp;view this deal</source>
        <translation>Re&amp;voir cette donne</translation>
    </message>
    <message>
        <source>Step through the last deal with the hard player&apos;s judgement of each of your decisions</source>
        <translation>Parcourir la dernière donne avec le jugement du joueur difficile sur chacune de vos décisions</translation>
    </message>
    <message>
        <source>&amp;Abandon this game…</source>
        <translation>&amp;Abandonner cette partie…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Options</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animation</translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation>&amp;Rythme de l’ordinateur</translation>
    </message>
    <message>
        <source>&amp;Keep each trick until a click or a key</source>
        <translation>&amp;Garder chaque pli jusqu’à un clic ou une touche</translation>
    </message>
    <message>
        <source>Computer &amp;opponents</source>
        <translation>Adversaires &amp;ordinateur</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>Couleurs en &amp;quatre teintes</translation>
    </message>
    <message>
        <source>Side &amp;panel</source>
        <translation>&amp;Panneau latéral</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>&amp;Barre d’outils</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Système ({language})</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Règles de ce jeu</translation>
    </message>
    <message>
        <source>&amp;What the computer players see</source>
        <translation>&amp;Ce que voient les joueurs ordinateur</translation>
    </message>
    <message>
        <source>&amp;About cardtable</source>
        <translation>À &amp;propos de cardtable</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barre d’outils</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouvelle</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Démo</translation>
    </message>
    <message>
        <source>The system has no font for {language}, so the table stays in English. Install one (on Debian or Ubuntu: sudo apt install fonts-ipafont-gothic) and it will be used.</source>
        <translation>Le système n’a pas de police pour {language} : la table reste en anglais. Installez-en une (sous Debian ou Ubuntu : sudo apt install fonts-ipafont-gothic) et elle sera utilisée.</translation>
    </message>
    <message>
        <source>{game} — cardtable</source>
        <translation>{game} — cardtable</translation>
    </message>
    <message>
        <source>Four-colour suits.</source>
        <translation>Couleurs en quatre teintes.</translation>
    </message>
    <message>
        <source>Two-colour suits.</source>
        <translation>Couleurs en deux teintes.</translation>
    </message>
    <message>
        <source>{message} It is used in the games played with a standard deck (Rouge et Noir).</source>
        <translation>{message} Il sert aux jeux joués avec un jeu standard (Rouge et Noir).</translation>
    </message>
    <message>
        <source>Computer opponents: {level}, from the next match.</source>
        <translation>Adversaires ordinateur : {level}, dès la prochaine partie.</translation>
    </message>
    <message>
        <source>Your game of {game} in progress is resumed; abandon it to play seed {seed}.</source>
        <translation>Votre partie de {game} en cours est reprise ; abandonnez-la pour jouer la graine {seed}.</translation>
    </message>
    <message>
        <source>{game} cannot be opened: {reason}</source>
        <translation>{game} ne peut pas être ouvert : {reason}</translation>
    </message>
    <message>
        <source>it does not replay: {reason}</source>
        <translation>elle ne se rejoue pas : {reason}</translation>
    </message>
    <message>
        <source>its ruleset {name} is not available</source>
        <translation>sa règle {name} n’est pas disponible</translation>
    </message>
    <message>
        <source>{game}  (in progress)</source>
        <translation>{game}  (en cours)</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Ouvrir un enregistrement de partie</translation>
    </message>
    <message>
        <source>Game records (*.json *.jsonl);;All files (*)</source>
        <translation>Enregistrements de parties (*.json *.jsonl);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>{path}: there is no record {index}</source>
        <translation>{path} : il n’y a pas d’enregistrement {index}</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {reason}</source>
        <translation>{file} ne peut pas être ouvert : {reason}</translation>
    </message>
    <message>
        <source>No deal has been played to the end yet: there is nothing to review.</source>
        <translation>Aucune donne n’a encore été jouée jusqu’au bout : il n’y a rien à revoir.</translation>
    </message>
    <message>
        <source>No review of this game&apos;s decisions here.</source>
        <translation>Pas de revue des décisions de ce jeu ici.</translation>
    </message>
    <message>
        <source>Your match is kept: open its game from the Game menu to go on with it.</source>
        <translation>Votre partie est conservée : ouvrez son jeu depuis le menu Partie pour la continuer.</translation>
    </message>
    <message>
        <source>no ruleset for engine {engine}</source>
        <translation>aucune règle pour le moteur {engine}</translation>
    </message>
    <message>
        <source>Welcome back</source>
        <translation>Bon retour</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your game of &lt;b&gt;{game}&lt;/b&gt; is waiting.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Votre partie de &lt;b&gt;{game}&lt;/b&gt; vous attend.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Choisir un jeu</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Abandonner cette partie ?</translation>
    </message>
    <message>
        <source>&lt;p&gt;It will count as played and lost in your statistics.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Elle comptera comme jouée et perdue dans vos statistiques.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Please note:</source>
        <translation>À noter :</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>No rules are installed.</source>
        <translation>Aucune règle n’est installée.</translation>
    </message>
    <message>
        <source>What the computer players see</source>
        <translation>Ce que voient les joueurs ordinateur</translation>
    </message>
    <message>
        <source>The record cannot be opened: {reason}</source>
        <translation>L’enregistrement ne peut pas être ouvert : {reason}</translation>
    </message>
    <message>
        <source>About cardtable</source>
        <translation>À propos de cardtable</translation>
    </message>
    <message>
        <source>&lt;h3&gt;cardtable {version}&lt;/h3&gt;&lt;p&gt;A desktop card table: Rouge et Noir patience, Le Rouge et Le Noir, Red Secret, En blanc et noir and French Tarot.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;cardtable {version}&lt;/h3&gt;&lt;p&gt;Une table de cartes pour le bureau : la patience Rouge et Noir, Le Rouge et Le Noir, Red Secret (秘密の赤), En blanc et noir et le Tarot.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No match finished yet.</source>
        <translation>Aucune partie terminée pour l’instant.</translation>
    </message>
</context>
<context>
    <name>ReviewAid</name>
    <message>
        <source>Review my moves</source>
        <translation>Revoir mes coups</translation>
    </message>
    <message>
        <source>Make some moves first.</source>
        <translation>Jouez d’abord quelques coups.</translation>
    </message>
    <message>
        <source>Reviewing your moves…</source>
        <translation>Examen de vos coups…</translation>
    </message>
    <message>
        <source>The review failed ({reason}).</source>
        <translation>L’examen a échoué ({reason}).</translation>
    </message>
    <message>
        <source>Review: {finding} Step with Back and Next.</source>
        <translation>Examen : {finding} Avancez avec Retour et Suivant.</translation>
    </message>
</context>
<context>
    <name>ReviewBox</name>
    <message>
        <source>Review of deal {0}</source>
        <translation>Revue de la donne {0}</translation>
    </message>
    <message>
        <source>Review of the match</source>
        <translation>Revue de la partie</translation>
    </message>
    <message>
        <source>Decisions judged</source>
        <translation>Décisions jugées</translation>
    </message>
    <message>
        <source>Your decisions</source>
        <translation>Vos décisions</translation>
    </message>
    <message>
        <source>◀ Decision</source>
        <translation>◀ Décision</translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation>Décision précédente</translation>
    </message>
    <message>
        <source>Your previous decision (Up)</source>
        <translation>Votre décision précédente (Haut)</translation>
    </message>
    <message>
        <source>Decision ▶</source>
        <translation>Décision ▶</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>Décision suivante</translation>
    </message>
    <message>
        <source>Your next decision (Down)</source>
        <translation>Votre décision suivante (Bas)</translation>
    </message>
    <message>
        <source>You had no choice to make here.</source>
        <translation>Vous n’aviez aucun choix à faire ici.</translation>
    </message>
    <message>
        <source>The hard player is judging your decisions…</source>
        <translation>Le joueur difficile juge vos décisions…</translation>
    </message>
    <message>
        <source>The search is judging your decisions…</source>
        <translation>La recherche juge vos décisions…</translation>
    </message>
    <message>
        <source>{0}: not judged ({1})</source>
        <translation>{0} : non jugée ({1})</translation>
    </message>
    <message>
        <source>Your costliest decision: {0}, {1} points given away. The marked rows cost the most.</source>
        <translation>Votre décision la plus coûteuse : {0}, {1} points perdus. Les lignes marquées coûtent le plus.</translation>
    </message>
    <message>
        <source>No decision clearly cost you points: well played.</source>
        <translation>Aucune décision ne vous a clairement coûté de points : bien joué.</translation>
    </message>
    <message>
        <source>deal {0}, move {1}</source>
        <translation>donne {0}, coup {1}</translation>
    </message>
    <message>
        <source>{0}: {1} …</source>
        <translation>{0} : {1} …</translation>
    </message>
    <message>
        <source>{0}: {1}, the best</source>
        <translation>{0} : {1}, le meilleur</translation>
    </message>
    <message>
        <source>{0}: {1}, best {2} (−{3})</source>
        <translation>{0} : {1}, meilleur {2} (−{3})</translation>
    </message>
    <message>
        <source>Review, {0}: you chose {1} ({2:+.1f}), the hard player&apos;s choice too.</source>
        <translation>Revue, {0} : vous avez choisi {1} ({2:+.1f}), le choix du joueur difficile aussi.</translation>
    </message>
    <message>
        <source>Review, {0}: you chose {1} ({2:+.1f}), the search&apos;s choice too.</source>
        <translation>Revue, {0} : vous avez choisi {1} ({2:+.1f}), le choix de la recherche aussi.</translation>
    </message>
    <message>
        <source>Review, {0}: you chose {1} ({2:+.1f}); the hard player would {3} ({4:+.1f}, outlined), {5:.1f} points better.</source>
        <translation>Revue, {0} : vous avez choisi {1} ({2:+.1f}) ; le joueur difficile choisirait : {3} ({4:+.1f}, encadré), {5:.1f} points de mieux.</translation>
    </message>
    <message>
        <source>Review, {0}: you chose {1} ({2:+.1f}); the search would {3} ({4:+.1f}, outlined), {5:.1f} points better.</source>
        <translation>Revue, {0} : vous avez choisi {1} ({2:+.1f}) ; la recherche choisirait : {3} ({4:+.1f}, encadré), {5:.1f} points de mieux.</translation>
    </message>
    <message>
        <source>Costly decision {0} of {1}. {2}</source>
        <translation>Décision coûteuse {0} sur {1}. {2}</translation>
    </message>
</context>
<context>
    <name>SetAsideWindow</name>
    <message>
        <source>Saved games kept aside</source>
        <translation>Parties enregistrées mises de côté</translation>
    </message>
    <message>
        <source>These saved games could not be resumed. They are kept, never overwritten; a record can still be opened with File → Open record.</source>
        <translation>Ces parties enregistrées n’ont pas pu être reprises. Elles sont conservées, jamais écrasées ; un enregistrement peut encore être ouvert par Fichier → Ouvrir un enregistrement.</translation>
    </message>
    <message>
        <source>No saved game was kept aside.</source>
        <translation>Aucune partie enregistrée n’a été mise de côté.</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
</context>
<context>
    <name>SolverAid</name>
    <message>
        <source>Not known yet: thinking…</source>
        <translation>Pas encore connu : réflexion…</translation>
    </message>
    <message numerus="yes">
        <source>Can still be won: a winning line of %n move(s) is known.</source>
        <translation>
            <numerusform>Peut encore être gagnée : une ligne gagnante de %n coup est connue.</numerusform>
            <numerusform>Peut encore être gagnée : une ligne gagnante de %n coups est connue.</numerusform>
        </translation>
    </message>
    <message>
        <source>Can no longer be won.</source>
        <translation>Ne peut plus être gagnée.</translation>
    </message>
    <message>
        <source>Not known yet ({count} positions searched).</source>
        <translation>Pas encore connu ({count} positions examinées).</translation>
    </message>
    <message>
        <source>The solver failed ({reason}).</source>
        <translation>Le solveur a échoué ({reason}).</translation>
    </message>
    <message numerus="yes">
        <source>Demo: %n move(s) to go.</source>
        <translation>
            <numerusform>Démo : encore %n coup.</numerusform>
            <numerusform>Démo : encore %n coups.</numerusform>
        </translation>
    </message>
    <message>
        <source>Demo: won.</source>
        <translation>Démo : gagnée.</translation>
    </message>
    <message>
        <source>Tell me if it can still be won</source>
        <translation>Dire si c’est gagnable</translation>
    </message>
    <message>
        <source>Can it still be won?</source>
        <translation>Encore gagnable ?</translation>
    </message>
    <message>
        <source>Stop demo</source>
        <translation>Arrêter la démo</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Démo</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonnées</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Moins de coups</translation>
    </message>
    <message>
        <source>Shortest time</source>
        <translation>Temps le plus court</translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation>Points par donne</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Contrats réussis</translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation>{number} %</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>{game} (deals played again)</source>
        <translation>{game} (donnes rejouées)</translation>
    </message>
    <message>
        <source>Statistics are not available: {reason}.</source>
        <translation>Les statistiques ne sont pas disponibles : {reason}.</translation>
    </message>
    <message>
        <source>no database</source>
        <translation>pas de base de données</translation>
    </message>
    <message>
        <source>No match finished yet.</source>
        <translation>Aucune partie terminée pour l’instant.</translation>
    </message>
    <message>
        <source>Results over time: {game} (bars: won up, lost down, grey abandoned; line: win rate)</source>
        <translation>Résultats dans le temps : {game} (barres : gagnée en haut, perdue en bas, grise abandonnée ; courbe : taux de victoire)</translation>
    </message>
</context>
<context>
    <name>TrickGameView</name>
    <message>
        <source>{seat}&apos;s hand</source>
        <translation>Main de {seat}</translation>
    </message>
    <message>
        <source>played by {seat}</source>
        <translation>jouée par {seat}</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>your card played</source>
        <translation>votre carte jouée</translation>
    </message>
    <message>
        <source>Your tricks</source>
        <translation>Vos plis</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Votre annonce</translation>
    </message>
    <message>
        <source>{seat}&apos;s tricks</source>
        <translation>Plis de {seat}</translation>
    </message>
    <message>
        <source>{seat}&apos;s bid</source>
        <translation>Annonce de {seat}</translation>
    </message>
    <message>
        <source>You took the trick.</source>
        <translation>Vous avez pris le pli.</translation>
    </message>
    <message>
        <source>{who} took the trick.</source>
        <translation>{who} a pris le pli.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <source>No trick has been gathered yet in this deal.</source>
        <translation>Aucun pli n’a encore été ramassé dans cette donne.</translation>
    </message>
    <message>
        <source>Wait until the table is still.</source>
        <translation>Attendez que la table soit immobile.</translation>
    </message>
    <message>
        <source>The last trick, taken by nobody. Click the table or press a key to go on.</source>
        <translation>Le dernier pli, pris par personne. Cliquez sur la table ou appuyez sur une touche pour continuer.</translation>
    </message>
    <message>
        <source>The last trick, taken by {seat}. Click the table or press a key to go on.</source>
        <translation>Le dernier pli, pris par {seat}. Cliquez sur la table ou appuyez sur une touche pour continuer.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>Show all cards</source>
        <translation>Montrer toutes les cartes</translation>
    </message>
    <message>
        <source>Review this deal</source>
        <translation>Revoir cette donne</translation>
    </message>
    <message>
        <source>&lt;i&gt;a card never shown&lt;/i&gt;</source>
        <translation>&lt;i&gt;une carte jamais montrée&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;{card}, never shown to the others&lt;/i&gt;</source>
        <translation>&lt;i&gt;{card}, jamais montrée aux autres&lt;/i&gt;</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>The deal as dealt</source>
        <translation>La donne telle que distribuée</translation>
    </message>
</context>
<context>
    <name>View</name>
    <message>
        <source>Next game</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <source>Play here</source>
        <translation>Jouer ici</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>{seat}
won</source>
        <translation>{seat}
gagnées</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>Révélées</translation>
    </message>
    <message>
        <source>{seat}
revealed</source>
        <translation>{seat}
révélées</translation>
    </message>
    <message>
        <source>{seat} (dealer)</source>
        <translation>{seat} (donneur)</translation>
    </message>
    <message>
        <source>your {card}</source>
        <translation>votre {card}</translation>
    </message>
    <message>
        <source>{who}&apos;s {card}</source>
        <translation>{card} de {who}</translation>
    </message>
    <message>
        <source>Revealed: {cards}.</source>
        <translation>Révélées : {cards}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{seat}&lt;/b&gt;: {score} this game, {total} in all</source>
        <translation>&lt;b&gt;{seat}&lt;/b&gt; : {score} cette manche, {total} au total</translation>
    </message>
    <message>
        <source>Game {number} is over.</source>
        <translation>La manche {number} est terminée.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Red Secret</source>
        <translation>Red Secret</translation>
    </message>
    <message>
        <source>Give (G)</source>
        <translation>Donner (G)</translation>
    </message>
    <message>
        <source>Pass the fourth card (P)</source>
        <translation>Passer la 4ᵉ carte (P)</translation>
    </message>
    <message>
        <source>Drag a card to &lt;b&gt;Play here&lt;/b&gt; or double-click it. Reds after the lead go face down (red back). Balancing: click cards, then Give/Return.</source>
        <translation>Faites glisser une carte sur &lt;b&gt;Jouer ici&lt;/b&gt; ou double-cliquez dessus. Les rouges après l’entame sont jouées face cachée (dos rouge). Équilibrage : cliquez des cartes, puis Donner/Rendre.</translation>
    </message>
    <message>
        <source>Game {game} of {games} · round {round} of {rounds} · dealer {dealer}</source>
        <translation>Manche {game} sur {games} · tour {round} sur {rounds} · donneur {dealer}</translation>
    </message>
    <message>
        <source>Give {chosen}/{count} to {seat} (G)</source>
        <translation>Donner {chosen}/{count} à {seat} (G)</translation>
    </message>
    <message>
        <source>Return {chosen}/{count} to {seat} (G)</source>
        <translation>Rendre {chosen}/{count} à {seat} (G)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fourth card: {seats} passed.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Quatrième carte : {seats} a passé.&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n hidden red(s)</source>
        <translation>
            <numerusform>%n rouge cachée</numerusform>
            <numerusform>%n rouges cachées</numerusform>
        </translation>
    </message>
    <message>
        <source>revealed {cards} (−{points})</source>
        <translation>révélées {cards} (−{points})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{seat}&lt;/b&gt; — match {score}</source>
        <translation>&lt;b&gt;{seat}&lt;/b&gt; — partie {score}</translation>
    </message>
    <message>
        <source>won {count}</source>
        <translation>gagnées {count}</translation>
    </message>
    <message numerus="yes">
        <source>You give %n red → {to}</source>
        <translation>
            <numerusform>Vous donnez %n rouge → {to}</numerusform>
            <numerusform>Vous donnez %n rouges → {to}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} gives %n red → {to}</source>
        <translation>
            <numerusform>{seat} donne %n rouge → {to}</numerusform>
            <numerusform>{seat} donne %n rouges → {to}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You return %n other → {to}</source>
        <translation>
            <numerusform>Vous rendez %n autre → {to}</numerusform>
            <numerusform>Vous rendez %n autres → {to}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} returns %n other → {to}</source>
        <translation>
            <numerusform>{seat} rend %n autre → {to}</numerusform>
            <numerusform>{seat} rend %n autres → {to}</numerusform>
        </translation>
    </message>
    <message>
        <source>(choosing)</source>
        <translation>(en train de choisir)</translation>
    </message>
    <message>
        <source>No balancing this game.</source>
        <translation>Pas d’équilibrage cette manche.</translation>
    </message>
    <message>
        <source>&lt;b&gt;You received {cards}&lt;/b&gt; (lifted in your hand)</source>
        <translation>&lt;b&gt;Vous avez reçu {cards}&lt;/b&gt; (surélevées dans votre main)</translation>
    </message>
    <message>
        <source>Balancing</source>
        <translation>Équilibrage</translation>
    </message>
    <message>
        <source>red?</source>
        <translation>rouge ?</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>cachée</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>révélée</translation>
    </message>
    <message>
        <source>Last trick to &lt;b&gt;{seat}&lt;/b&gt;: {cards}</source>
        <translation>Dernier pli pour &lt;b&gt;{seat}&lt;/b&gt; : {cards}</translation>
    </message>
    <message>
        <source>on tricks</source>
        <translation>aux plis</translation>
    </message>
    <message>
        <source>after a pass</source>
        <translation>après avoir passé</translation>
    </message>
    <message>
        <source>three draws</source>
        <translation>trois égalités</translation>
    </message>
    <message>
        <source>Double!</source>
        <translation>Double !</translation>
    </message>
    <message>
        <source>You and North</source>
        <translation>Vous et Nord</translation>
    </message>
    <message>
        <source>West and East</source>
        <translation>Ouest et Est</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Vous gagnez</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} gagne</translation>
    </message>
    <message>
        <source>You and North win</source>
        <translation>Vous et Nord gagnez</translation>
    </message>
    <message>
        <source>West and East win</source>
        <translation>Ouest et Est gagnent</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Face visible</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Face cachée</translation>
    </message>
    <message>
        <source>Stake 1</source>
        <translation>Mise 1</translation>
    </message>
    <message>
        <source>Your
tricks</source>
        <translation>Vos
plis</translation>
    </message>
    <message>
        <source>Our
tricks</source>
        <translation>Nos
plis</translation>
    </message>
    <message>
        <source>North&apos;s
tricks</source>
        <translation>Plis
de Nord</translation>
    </message>
    <message>
        <source>Their
tricks</source>
        <translation>Leurs
plis</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Égalités</translation>
    </message>
    <message>
        <source>Stake {stake}</source>
        <translation>Mise {stake}</translation>
    </message>
    <message>
        <source>Le Rouge et Le Noir</source>
        <translation>Le Rouge et Le Noir</translation>
    </message>
    <message>
        <source>Take (T)</source>
        <translation>Tenir (T)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Passer (P)</translation>
    </message>
    <message>
        <source>Next card face down (D)</source>
        <translation>Carte suivante cachée (D)</translation>
    </message>
    <message>
        <source>Drag a card to &lt;b&gt;Face up&lt;/b&gt; or &lt;b&gt;Face down&lt;/b&gt; (a double), or double-click it: it goes face down when the toggle is on.</source>
        <translation>Faites glisser une carte sur &lt;b&gt;Face visible&lt;/b&gt; ou &lt;b&gt;Face cachée&lt;/b&gt; (un doublement), ou double-cliquez dessus : elle part face cachée quand le bouton est enfoncé.</translation>
    </message>
    <message>
        <source>You + North</source>
        <translation>Vous + Nord</translation>
    </message>
    <message>
        <source>West + East</source>
        <translation>Ouest + Est</translation>
    </message>
    <message>
        <source>first to {target}</source>
        <translation>premier à {target}</translation>
    </message>
    <message>
        <source>first trick won: {side}</source>
        <translation>premier pli gagné : {side}</translation>
    </message>
    <message>
        <source>Tricks: {us} {ours} · {them} {theirs}</source>
        <translation>Plis : {us} {ours} · {them} {theirs}</translation>
    </message>
    <message>
        <source>Carried from ties: {carry}</source>
        <translation>Reporté des égalités : {carry}</translation>
    </message>
    <message>
        <source>No carry</source>
        <translation>Aucun report</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>first dealer by draw (lowest deals): {cards}</source>
        <translation>premier donneur tiré au sort (la plus basse donne) : {cards}</translation>
    </message>
    <message>
        <source>Deal {number} · dealer {seat}</source>
        <translation>Donne {number} · donneur {seat}</translation>
    </message>
    <message>
        <source>{seat}: Double! ×{stake}?</source>
        <translation>{seat} : Double ! ×{stake} ?</translation>
    </message>
    <message>
        <source>You doubled: ×{stake}?</source>
        <translation>Vous doublez : ×{stake} ?</translation>
    </message>
    <message>
        <source>Double! ×{stake}?</source>
        <translation>Double ! ×{stake} ?</translation>
    </message>
    <message>
        <source>{seat} doubles: take (the stake becomes {stake}) or pass ({wins} {points} now).</source>
        <translation>{seat} double : tenez (la mise passe à {stake}) ou passez ({wins} {points} maintenant).</translation>
    </message>
    <message>
        <source>You double. {seat} answers…</source>
        <translation>Vous doublez. {seat} répond…</translation>
    </message>
    <message>
        <source>{doubler} doubles. {seat} answers…</source>
        <translation>{doubler} double. {seat} répond…</translation>
    </message>
    <message>
        <source>Your lead: the first card of a deal is played face up.</source>
        <translation>À vous d’entamer : la première carte d’une donne se joue face visible.</translation>
    </message>
    <message>
        <source>Your turn: drag a card to Face up, or to Face down to double.</source>
        <translation>À vous : faites glisser une carte sur Face visible, ou sur Face cachée pour doubler.</translation>
    </message>
    <message>
        <source>A tied deal</source>
        <translation>Une donne nulle</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three draws: nobody scores. The stake of {stake} is carried to the next deal that has a winner.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Trois égalités : personne ne marque. La mise de {stake} est reportée sur la prochaine donne qui a un gagnant.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>{wins} the deal</source>
        <translation>{wins} la donne</translation>
    </message>
    <message>
        <source>&lt;p&gt;{side}: &lt;b&gt;+{points}&lt;/b&gt; (stake {stake} + {carried} carried), {how}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;{side} : &lt;b&gt;+{points}&lt;/b&gt; (mise {stake} + {carried} reportés), {how}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;{side}: &lt;b&gt;+{points}&lt;/b&gt; (stake {stake}), {how}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;{side} : &lt;b&gt;+{points}&lt;/b&gt; (mise {stake}), {how}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your face-down card stays unknown to the others.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Votre carte face cachée reste inconnue des autres.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The face-down card stays unknown.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La carte face cachée reste inconnue.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Score: {us} {ours} · {them} {theirs}&lt;/p&gt;</source>
        <translation>&lt;p&gt;Score : {us} {ours} · {them} {theirs}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>{wins} the match</source>
        <translation>{wins} la partie</translation>
    </message>
    <message>
        <source>&lt;p&gt;Last deal: {side} +{points}, {how}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dernière donne : {side} +{points}, {how}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Final score: {us} {ours} · {them} {theirs}&lt;/p&gt;</source>
        <translation>&lt;p&gt;Score final : {us} {ours} · {them} {theirs}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>exact, most</source>
        <translation>exact, le plus de plis</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>one short</source>
        <translation>un de moins</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>manqué</translation>
    </message>
    <message>
        <source>zero in both</source>
        <translation>zéro dans les deux</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Votre annonce</translation>
    </message>
    <message>
        <source>Lead
white</source>
        <translation>Entamer
en blanc</translation>
    </message>
    <message>
        <source>Lead
black</source>
        <translation>Entamer
en noir</translation>
    </message>
    <message>
        <source>Play
here</source>
        <translation>Jouer
ici</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>La manche est terminée.</translation>
    </message>
    <message>
        <source>En blanc et noir</source>
        <translation>En blanc et noir</translation>
    </message>
    <message>
        <source>Bid zero (Z)</source>
        <translation>Annoncer zéro (Z)</translation>
    </message>
    <message>
        <source>Lead white (W)</source>
        <translation>Entamer en blanc (W)</translation>
    </message>
    <message>
        <source>Lead black (B)</source>
        <translation>Entamer en noir (B)</translation>
    </message>
    <message>
        <source>Round {round} · dealer {dealer} · trick {trick} of {tricks}</source>
        <translation>Manche {round} · donneur {dealer} · pli {trick} sur {tricks}</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>zéro</translation>
    </message>
    <message>
        <source>{seat}  bid {bid}  won {white}/{black}</source>
        <translation>{seat}  annonce {bid}  gagnés {white}/{black}</translation>
    </message>
    <message>
        <source>bid&lt;br&gt;W/B</source>
        <translation>pari&lt;br&gt;B/N</translation>
    </message>
    <message>
        <source>won&lt;br&gt;W/B</source>
        <translation>plis&lt;br&gt;B/N</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>the game ends above {points} points</source>
        <translation>la partie finit au-delà de {points} points</translation>
    </message>
    <message>
        <source>Bid with a card: its white number is the tricks you expect to win in white, its black number in black. The smallest suit number wins a trick.</source>
        <translation>Annoncez avec une carte : son nombre blanc est le nombre de plis que vous pensez gagner en blanc, son nombre noir en noir. La plus petite couleur gagne le pli.</translation>
    </message>
    <message>
        <source>Drag a card onto Lead white or Lead black, or click it and press W or B.</source>
        <translation>Faites glisser une carte sur Entamer en blanc ou Entamer en noir, ou cliquez-la et appuyez sur W ou B.</translation>
    </message>
    <message>
        <source>Drag a card to the table or double-click it.</source>
        <translation>Faites glisser une carte sur la table ou double-cliquez dessus.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>{seat} bidding…</source>
        <translation>{seat} annonce…</translation>
    </message>
    <message>
        <source>{seat} to lead…</source>
        <translation>À {seat} d’entamer…</translation>
    </message>
    <message>
        <source>Your bid: drag a card onto Your bid, or double-click it or bid zero.</source>
        <translation>Votre annonce : faites glisser une carte sur Votre annonce, ou double-cliquez dessus, ou annoncez zéro.</translation>
    </message>
    <message>
        <source>Your bid: drag a card onto Your bid, or double-click it.</source>
        <translation>Votre annonce : faites glisser une carte sur Votre annonce, ou double-cliquez dessus.</translation>
    </message>
    <message>
        <source>Lead {card} as white {white} or black {black}?</source>
        <translation>Entamer {card} en blanc {white} ou en noir {black} ?</translation>
    </message>
    <message>
        <source>Your lead: choose a card and its suit colour.</source>
        <translation>À vous d’entamer : choisissez une carte et la teinte de sa couleur.</translation>
    </message>
    <message>
        <source>white {number}</source>
        <translation>blanc {number}</translation>
    </message>
    <message>
        <source>black {number}</source>
        <translation>noir {number}</translation>
    </message>
    <message>
        <source>Led: {led}. You must play a card with {led}.</source>
        <translation>Entame : {led}. Vous devez jouer une carte avec {led}.</translation>
    </message>
    <message>
        <source>Led: {led}. You have none: play any card.</source>
        <translation>Entame : {led}. Vous n’en avez pas : jouez n’importe quelle carte.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>{won} of {bid}</source>
        <translation>{won} sur {bid}</translation>
    </message>
    <message>
        <source>exact with the most wins {most} · exact {exact} · one short {short} · zero bid exact in both colours {zero}</source>
        <translation>exact avec le plus de plis {most} · exact {exact} · un de moins {short} · zéro exact dans les deux teintes {zero}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round {number}&lt;/b&gt; (white / black):</source>
        <translation>&lt;b&gt;Manche {number}&lt;/b&gt; (blanc / noir) :</translation>
    </message>
    <message>
        <source>Round {number} scored</source>
        <translation>Manche {number} comptée</translation>
    </message>
    <message>
        <source>You share the win!</source>
        <translation>Vous partagez la victoire !</translation>
    </message>
    <message>
        <source>{seats} wins</source>
        <translation>{seats} gagne</translation>
    </message>
    <message>
        <source>{seats} win</source>
        <translation>{seats} gagnent</translation>
    </message>
    <message>
        <source>Drop your bid card on “Your bid”.</source>
        <translation>Déposez votre carte d’annonce sur « Votre annonce ».</translation>
    </message>
    <message>
        <source>Drop the card on “Lead white” or “Lead black”.</source>
        <translation>Déposez la carte sur « Entamer en blanc » ou « Entamer en noir ».</translation>
    </message>
    <message>
        <source>Drop the card on the table in the middle.</source>
        <translation>Déposez la carte au milieu de la table.</translation>
    </message>
    <message numerus="yes">
        <source>Balancing: choose %n red card(s) to give to {seat}, then press Give.</source>
        <translation>
            <numerusform>Équilibrage : choisissez %n carte rouge à donner à {seat}, puis appuyez sur Donner.</numerusform>
            <numerusform>Équilibrage : choisissez %n cartes rouges à donner à {seat}, puis appuyez sur Donner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Balancing: {seat} gave you %n red card(s); choose %n other card(s) to return.</source>
        <translation>
            <numerusform>Équilibrage : {seat} vous a donné %n carte rouge ; choisissez %n autre carte à rendre.</numerusform>
            <numerusform>Équilibrage : {seat} vous a donné %n cartes rouges ; choisissez %n autres cartes à rendre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Balancing: {seat} chooses %n red card(s) for {to}…</source>
        <translation>
            <numerusform>Équilibrage : {seat} choisit %n carte rouge pour {to}…</numerusform>
            <numerusform>Équilibrage : {seat} choisit %n cartes rouges pour {to}…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Balancing: {seat} chooses %n other card(s) for {to}…</source>
        <translation>
            <numerusform>Équilibrage : {seat} choisit %n autre carte pour {to}…</numerusform>
            <numerusform>Équilibrage : {seat} choisit %n autres cartes pour {to}…</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} to play the fourth card…</source>
        <translation>À {seat} de jouer la quatrième carte…</translation>
    </message>
    <message>
        <source>{seat} to play…</source>
        <translation>À {seat} de jouer…</translation>
    </message>
    <message>
        <source>Your lead: play any card (a red lead is played face up).</source>
        <translation>À vous d’entamer : jouez n’importe quelle carte (une entame rouge est jouée face visible).</translation>
    </message>
    <message>
        <source>The fourth card: play red, or pass.</source>
        <translation>La quatrième carte : jouez rouge, ou passez.</translation>
    </message>
    <message>
        <source>The fourth card: play red — you must play it.</source>
        <translation>La quatrième carte : jouez rouge — vous devez la jouer.</translation>
    </message>
    <message>
        <source>The fourth card: follow {colour} or play red (face down), or pass.</source>
        <translation>La quatrième carte : fournissez en {colour} ou jouez rouge (face cachée), ou passez.</translation>
    </message>
    <message>
        <source>The fourth card: follow {colour} or play red (face down) — you must play it.</source>
        <translation>La quatrième carte : fournissez en {colour} ou jouez rouge (face cachée) — vous devez la jouer.</translation>
    </message>
    <message>
        <source>Your turn: play red.</source>
        <translation>À vous : jouez rouge.</translation>
    </message>
    <message>
        <source>Your turn: follow {colour} or play red (face down).</source>
        <translation>À vous : fournissez en {colour} ou jouez rouge (face cachée).</translation>
    </message>
    <message>
        <source>Game {number} is over</source>
        <translation>La manche {number} est terminée</translation>
    </message>
    <message>
        <source>Won cards</source>
        <translation>Cartes gagnées</translation>
    </message>
    <message>
        <source>Hidden reds</source>
        <translation>Rouges cachées</translation>
    </message>
    <message>
        <source>Revealed reds</source>
        <translation>Rouges révélées</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>A shared win: {seats}</source>
        <translation>Victoire partagée : {seats}</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Vous gagnez la partie !</translation>
    </message>
    <message>
        <source>{seat} wins the match</source>
        <translation>{seat} gagne la partie</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Manche {number}</translation>
    </message>
    <message>
        <source>Last game:</source>
        <translation>Dernière manche :</translation>
    </message>
    <message>
        <source>Match:</source>
        <translation>Partie :</translation>
    </message>
    <message>
        <source>{choice}: unselect a card first.</source>
        <translation>{choice} : désélectionnez d’abord une carte.</translation>
    </message>
    <message>
        <source>Drop the card in the middle, on Play here, to play it.</source>
        <translation>Déposez la carte au milieu, sur Jouer ici, pour la jouer.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>W</source>
        <translation>O</translation>
    </message>
    <message>
        <source>NW</source>
        <translation>NO</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>NE</source>
        <translation>NE</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>simple handful</source>
        <translation>poignée simple</translation>
    </message>
    <message>
        <source>double handful</source>
        <translation>poignée double</translation>
    </message>
    <message>
        <source>triple handful</source>
        <translation>poignée triple</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Your tricks</source>
        <translation>Vos plis</translation>
    </message>
    <message>
        <source>Set aside by {seat}</source>
        <translation>Écart ({seat})</translation>
    </message>
    <message>
        <source>Talon, for the defence</source>
        <translation>Chien, pour la défense</translation>
    </message>
    <message>
        <source>Talon, for you</source>
        <translation>Chien, pour vous</translation>
    </message>
    <message>
        <source>Talon, for {seat}</source>
        <translation>Chien, pour {seat}</translation>
    </message>
    <message>
        <source>Everybody passed: the next dealer deals again.</source>
        <translation>Tout le monde a passé : le donneur suivant redistribue.</translation>
    </message>
    <message>
        <source>{seat} had the Petit alone (petit sec): the cards are dealt again.</source>
        <translation>{seat} avait le Petit sec : les cartes sont redistribuées.</translation>
    </message>
    <message>
        <source>You take the talon.</source>
        <translation>Vous prenez le Chien.</translation>
    </message>
    <message>
        <source>{who} takes the talon.</source>
        <translation>{who} prend le Chien.</translation>
    </message>
    <message>
        <source>You call {card}: whoever holds it is your secret partner.</source>
        <translation>Vous appelez {card} : qui la détient est votre partenaire secret.</translation>
    </message>
    <message>
        <source>{who} calls {card}: whoever holds it is their secret partner.</source>
        <translation>{who} appelle {card} : qui la détient est son partenaire secret.</translation>
    </message>
    <message>
        <source>You played the card you called: you play alone.</source>
        <translation>Vous avez joué la carte appelée : vous jouez seul.</translation>
    </message>
    <message>
        <source>{who} played the card they called: they play alone.</source>
        <translation>{who} a joué la carte appelée : il joue seul.</translation>
    </message>
    <message>
        <source>You hold {card}: you are {attacker}&apos;s partner.</source>
        <translation>Vous avez {card} : vous êtes le partenaire de {attacker}.</translation>
    </message>
    <message>
        <source>{who} holds {card}: {who} is your partner.</source>
        <translation>{who} a {card} : {who} est votre partenaire.</translation>
    </message>
    <message>
        <source>{who} holds {card}: {who} is {attacker}&apos;s partner.</source>
        <translation>{who} a {card} : {who} est le partenaire de {attacker}.</translation>
    </message>
    <message>
        <source>You announce a chelem: every trick.</source>
        <translation>Vous annoncez un chelem : tous les plis.</translation>
    </message>
    <message>
        <source>{who} announces a chelem: every trick.</source>
        <translation>{who} annonce un chelem : tous les plis.</translation>
    </message>
    <message numerus="yes">
        <source>You show a triple handful of %n trumps.</source>
        <translation>
            <numerusform>Vous montrez une poignée triple de %n atout.</numerusform>
            <numerusform>Vous montrez une poignée triple de %n atouts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} shows a triple handful of %n trumps.</source>
        <translation>
            <numerusform>{who} montre une poignée triple de %n atout.</numerusform>
            <numerusform>{who} montre une poignée triple de %n atouts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You show a double handful of %n trumps.</source>
        <translation>
            <numerusform>Vous montrez une poignée double de %n atout.</numerusform>
            <numerusform>Vous montrez une poignée double de %n atouts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} shows a double handful of %n trumps.</source>
        <translation>
            <numerusform>{who} montre une poignée double de %n atout.</numerusform>
            <numerusform>{who} montre une poignée double de %n atouts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You show a simple handful of %n trumps.</source>
        <translation>
            <numerusform>Vous montrez une poignée simple de %n atout.</numerusform>
            <numerusform>Vous montrez une poignée simple de %n atouts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} shows a simple handful of %n trumps.</source>
        <translation>
            <numerusform>{who} montre une poignée simple de %n atout.</numerusform>
            <numerusform>{who} montre une poignée simple de %n atouts.</numerusform>
        </translation>
    </message>
    <message>
        <source>Attacker: {contract}</source>
        <translation>Preneur : {contract}</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Défense</translation>
    </message>
    <message>
        <source>Waiting for {seat} to bid.</source>
        <translation>On attend l’enchère de {seat}.</translation>
    </message>
    <message>
        <source>Waiting for {seat} to call a partner.</source>
        <translation>On attend que {seat} appelle un partenaire.</translation>
    </message>
    <message>
        <source>Waiting for {seat} to set cards aside.</source>
        <translation>On attend que {seat} fasse son écart.</translation>
    </message>
    <message>
        <source>Waiting for {seat} to play.</source>
        <translation>On attend que {seat} joue.</translation>
    </message>
    <message>
        <source>Your bid: pass, or a contract higher than any so far.</source>
        <translation>Votre enchère : passe, ou un contrat plus haut que les précédents.</translation>
    </message>
    <message>
        <source>Call a card: whoever holds it is your secret partner.</source>
        <translation>Appelez une carte : qui la détient est votre partenaire secret.</translation>
    </message>
    <message numerus="yes">
        <source>Click %n cards to set aside (no Kings or Oudlers), then press Discard.</source>
        <translation>
            <numerusform>Cliquez %n carte à mettre à l’écart (ni Roi ni bout), puis appuyez sur Écarter.</numerusform>
            <numerusform>Cliquez %n cartes à mettre à l’écart (ni Rois ni bouts), puis appuyez sur Écarter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn: double-click a highlighted card or drag it to the table.</source>
        <translation>À vous : double-cliquez une carte en surbrillance ou faites-la glisser sur la table.</translation>
    </message>
    <message>
        <source>You may show a handful first (click trumps to choose them, or let the table pick).</source>
        <translation>Vous pouvez d’abord montrer une poignée (cliquez des atouts pour les choisir, ou laissez la table choisir).</translation>
    </message>
    <message>
        <source>You may announce a chelem.</source>
        <translation>Vous pouvez annoncer un chelem.</translation>
    </message>
    <message>
        <source> </source>
        <translation> </translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Écarter</translation>
    </message>
    <message>
        <source>Announce chelem</source>
        <translation>Annoncer le chelem</translation>
    </message>
    <message>
        <source>&lt;b&gt;French Tarot&lt;/b&gt; — deal {deal} of {deals}</source>
        <translation>&lt;b&gt;Tarot&lt;/b&gt; — donne {deal} sur {deals}</translation>
    </message>
    <message>
        <source>Discard ({chosen}/{count})</source>
        <translation>Écarter ({chosen}/{count})</translation>
    </message>
    <message>
        <source>Show {handful} ({count})</source>
        <translation>{handful} ({count})</translation>
    </message>
    <message>
        <source>{contract} by {seat}</source>
        <translation>{contract} par {seat}</translation>
    </message>
    <message>
        <source>{contract}; called {cards}</source>
        <translation>{contract} ; appel : {cards}</translation>
    </message>
    <message>
        <source>{contract}; chelem announced</source>
        <translation>{contract} ; chelem annoncé</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>Dernière donne</translation>
    </message>
    <message>
        <source>Call a King</source>
        <translation>Appeler un Roi</translation>
    </message>
    <message>
        <source>Call a Queen</source>
        <translation>Appeler une Dame</translation>
    </message>
    <message>
        <source>Call a Cavalier</source>
        <translation>Appeler un Cavalier</translation>
    </message>
    <message>
        <source>&lt;p&gt;Its holder becomes your secret partner, revealed when the card is played. If you hold it or it lies in the talon, you play alone.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Son détenteur devient votre partenaire secret, révélé quand la carte est jouée. Si vous la détenez ou si elle est au Chien, vous jouez seul.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>You cannot choose {card} here.</source>
        <translation>Vous ne pouvez pas choisir {card} ici.</translation>
    </message>
    <message>
        <source>Everybody passed</source>
        <translation>Tout le monde a passé</translation>
    </message>
    <message>
        <source>&lt;p&gt;The next dealer deals again; this deal does not count.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le donneur suivant redistribue ; cette donne ne compte pas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <source>{taker} with {partners}</source>
        <translation>{taker} avec {partners}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{contract}&lt;/b&gt; (×{multiplier}) by {seat}</source>
        <translation>&lt;b&gt;{contract}&lt;/b&gt; (×{multiplier}) par {seat}</translation>
    </message>
    <message numerus="yes">
        <source>Attack: &lt;b&gt;{points}&lt;/b&gt; points with %n oudler(s): goal {goal}, made by {margin}</source>
        <translation>
            <numerusform>Attaque : &lt;b&gt;{points}&lt;/b&gt; points avec %n bout : il en fallait {goal}, fait de {margin}</numerusform>
            <numerusform>Attaque : &lt;b&gt;{points}&lt;/b&gt; points avec %n bouts : il en fallait {goal}, fait de {margin}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attack: &lt;b&gt;{points}&lt;/b&gt; points with %n oudler(s): goal {goal}, lost by {margin}</source>
        <translation>
            <numerusform>Attaque : &lt;b&gt;{points}&lt;/b&gt; points avec %n bout : il en fallait {goal}, chuté de {margin}</numerusform>
            <numerusform>Attaque : &lt;b&gt;{points}&lt;/b&gt; points avec %n bouts : il en fallait {goal}, chuté de {margin}</numerusform>
        </translation>
    </message>
    <message>
        <source>Petit au bout (second-to-last trick: the chelem&apos;s last trick was led by the Excuse), won by the attack: {points}</source>
        <translation>Petit au bout (avant-dernier pli : le dernier pli du chelem a été entamé par l’Excuse), gagné par l’attaque : {points}</translation>
    </message>
    <message>
        <source>Petit au bout won by the attack: {points}</source>
        <translation>Petit au bout gagné par l’attaque : {points}</translation>
    </message>
    <message>
        <source>Petit au bout (second-to-last trick: the chelem&apos;s last trick was led by the Excuse), won by the defence: {points}</source>
        <translation>Petit au bout (avant-dernier pli : le dernier pli du chelem a été entamé par l’Excuse), gagné par la défense : {points}</translation>
    </message>
    <message>
        <source>Petit au bout won by the defence: {points}</source>
        <translation>Petit au bout gagné par la défense : {points}</translation>
    </message>
    <message>
        <source>{seat}: {handful}</source>
        <translation>{seat} : {handful}</translation>
    </message>
    <message>
        <source>Handful ({shown}) to the side that won: {points}</source>
        <translation>Poignée ({shown}) au camp gagnant : {points}</translation>
    </message>
    <message>
        <source>Chelem: {points}</source>
        <translation>Chelem : {points}</translation>
    </message>
    <message>
        <source>Each defender: &lt;b&gt;{points}&lt;/b&gt;</source>
        <translation>Chaque défenseur : &lt;b&gt;{points}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>attaque</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>défense</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Deal {number}: contract made</source>
        <translation>Donne {number} : contrat réussi</translation>
    </message>
    <message>
        <source>Deal {number}: contract lost</source>
        <translation>Donne {number} : contrat chuté</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Vous gagnez !</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>&lt;p&gt;Winner: &lt;b&gt;{winners}&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gagnant : &lt;b&gt;{winners}&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>red A</source>
        <translation>As rouge</translation>
    </message>
    <message>
        <source>black A</source>
        <translation>As noir</translation>
    </message>
    <message>
        <source>red K</source>
        <translation>Roi rouge</translation>
    </message>
    <message>
        <source>black K</source>
        <translation>Roi noir</translation>
    </message>
    <message>
        <source>column {number}</source>
        <translation>colonne {number}</translation>
    </message>
    <message>
        <source>red foundation {number}</source>
        <translation>fondation rouge {number}</translation>
    </message>
    <message>
        <source>black foundation {number}</source>
        <translation>fondation noire {number}</translation>
    </message>
    <message>
        <source>red discard pile {number}</source>
        <translation>défausse rouge {number}</translation>
    </message>
    <message>
        <source>black discard pile {number}</source>
        <translation>défausse noire {number}</translation>
    </message>
    <message>
        <source>Deal (D)</source>
        <translation>Distribuer (D)</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Conseil (H)</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Annuler (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Rétablir (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Recommencer cette donne</translation>
    </message>
    <message>
        <source>Choose deal number…</source>
        <translation>Choisir la donne…</translation>
    </message>
    <message>
        <source>Auto-move to foundation</source>
        <translation>Envoi auto aux fondations</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Donnes gagnables</translation>
    </message>
    <message>
        <source>New game and Choose deal give only deals the solver has proved winnable</source>
        <translation>Nouvelle partie et Choisir la donne ne proposent que des donnes que le solveur a prouvées gagnables</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Score: {score}</source>
        <translation>Score : {score}</translation>
    </message>
    <message>
        <source>Time: {time}</source>
        <translation>Temps : {time}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deal #{number}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Donne nº {number}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Moves: {count}</source>
        <translation>Coups : {count}</translation>
    </message>
    <message>
        <source>Cards out: {count} / {total}</source>
        <translation>Cartes sorties : {count} / {total}</translation>
    </message>
    <message numerus="yes">
        <source>Stock: {cards} (%n deal(s) left)</source>
        <translation>
            <numerusform>Talon : {cards} (encore %n distribution)</numerusform>
            <numerusform>Talon : {cards} (encore %n distributions)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The demo won deal #{number} in %n move(s)!</source>
        <translation>
            <numerusform>La démo a gagné la donne nº {number} en %n coup !</numerusform>
            <numerusform>La démo a gagné la donne nº {number} en %n coups !</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won deal #{number} in %n move(s)!</source>
        <translation>
            <numerusform>Vous avez gagné la donne nº {number} en %n coup !</numerusform>
            <numerusform>Vous avez gagné la donne nº {number} en %n coups !</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No moves left: %n card(s) out. Undo, restart this deal or start a new game.</source>
        <translation>
            <numerusform>Plus aucun coup : %n carte sortie. Annulez, recommencez cette donne ou commencez une nouvelle partie.</numerusform>
            <numerusform>Plus aucun coup : %n cartes sorties. Annulez, recommencez cette donne ou commencez une nouvelle partie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after {moves} moves without progress: %n card(s) out.</source>
        <translation>
            <numerusform>Partie finie après {moves} coups sans progrès : %n carte sortie.</numerusform>
            <numerusform>Partie finie après {moves} coups sans progrès : %n cartes sorties.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag cards and runs; double-click sends a card to its foundation or a full run to its discard pile; click the stock to deal.</source>
        <translation>Faites glisser cartes et séquences ; un double-clic envoie une carte sur sa fondation ou une séquence complète sur sa défausse ; cliquez le talon pour distribuer.</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Gagnée avec de l’aide</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;All {total} cards are out, in %n move(s): the demo or the solver&apos;s line played part of this deal.&lt;/p&gt;&lt;p&gt;Deal #{number}. Restart it to win it alone.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Les {total} cartes sont sorties, en %n coup : la démo ou la ligne du solveur a joué une partie de cette donne.&lt;/p&gt;&lt;p&gt;Donne nº {number}. Recommencez-la pour la gagner seul.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Les {total} cartes sont sorties, en %n coups : la démo ou la ligne du solveur a joué une partie de cette donne.&lt;/p&gt;&lt;p&gt;Donne nº {number}. Recommencez-la pour la gagner seul.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Vous avez gagné !</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;All {total} cards are out, in %n move(s).&lt;/p&gt;&lt;p&gt;Deal #{number}.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Les {total} cartes sont sorties, en %n coup.&lt;/p&gt;&lt;p&gt;Donne nº {number}.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Les {total} cartes sont sorties, en %n coups.&lt;/p&gt;&lt;p&gt;Donne nº {number}.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Plus aucun coup</translation>
    </message>
    <message>
        <source>&lt;p&gt;{out} of {total} cards out. Nothing more can go out or turn over.&lt;/p&gt;&lt;p&gt;Close this to undo, or restart deal #{number}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;{out} cartes sorties sur {total}. Plus rien ne peut sortir ni se retourner.&lt;/p&gt;&lt;p&gt;Fermez ceci pour annuler, ou recommencez la donne nº {number}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie finie</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;{moves} moves in a row without progress: the game ends with %n card(s) out.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;{moves} coups d’affilée sans progrès : la partie finit avec %n carte sortie.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;{moves} coups d’affilée sans progrès : la partie finit avec %n cartes sorties.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>No deal is proved winnable with this game&apos;s options.</source>
        <translation>Aucune donne n’est prouvée gagnable avec les options de ce jeu.</translation>
    </message>
    <message>
        <source>Choose deal</source>
        <translation>Choisir la donne</translation>
    </message>
    <message>
        <source>A winnable deal ({count} proved by the solver):</source>
        <translation>Une donne gagnable ({count} prouvées par le solveur) :</translation>
    </message>
    <message>
        <source>Deal number (1 to {last}):</source>
        <translation>Numéro de donne (1 à {last}) :</translation>
    </message>
    <message>
        <source>No move helps now.</source>
        <translation>Aucun coup n’aide maintenant.</translation>
    </message>
    <message>
        <source>Hint: deal from the stock.</source>
        <translation>Conseil : distribuez depuis le talon.</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>Conseil : {move}.</translation>
    </message>
    <message>
        <source>put the run from column {column} on a discard pile</source>
        <translation>mettre la séquence de la colonne {column} sur une défausse</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>la carte {card}</translation>
    </message>
    <message numerus="yes">
        <source>the {card} and the %n card(s) on it</source>
        <translation>
            <numerusform>la carte {card} et celle posée dessus</numerusform>
            <numerusform>la carte {card} et les %n cartes posées dessus</numerusform>
        </translation>
    </message>
    <message>
        <source>move {cards} to column {column}</source>
        <translation>déplacer {cards} vers la colonne {column}</translation>
    </message>
    <message>
        <source>put {cards} on a foundation</source>
        <translation>mettre {cards} sur une fondation</translation>
    </message>
    <message>
        <source>put {cards} on a discard pile</source>
        <translation>mettre {cards} sur une défausse</translation>
    </message>
    <message>
        <source>Now click where the cards should go.</source>
        <translation>Cliquez maintenant là où les cartes doivent aller.</translation>
    </message>
    <message>
        <source>The {card} cannot go to a foundation now.</source>
        <translation>La carte {card} ne peut pas aller sur une fondation maintenant.</translation>
    </message>
    <message>
        <source>Picked up: choose where they go with the arrow keys and press Enter (Enter here again sends them out, Esc puts them down).</source>
        <translation>Prises : choisissez où elles vont avec les flèches et appuyez sur Entrée (Entrée ici de nouveau les sort, Échap les repose).</translation>
    </message>
    <message>
        <source>Nothing to pick up here: a card and the run on it can be moved.</source>
        <translation>Rien à prendre ici : on déplace une carte et la séquence posée dessus.</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong ({error}). Your game is saved; the details are in {log}.</source>
        <translation>Une erreur s’est produite ({error}). Votre partie est enregistrée ; les détails sont dans {log}.</translation>
    </message>
</context>
<context>
    <name>blanc_et_noir</name>
    <message>
        <source>Choose a card from your hand.</source>
        <translation>Choisissez une carte de votre main.</translation>
    </message>
    <message>
        <source>Everyone bids first: choose a card from your hand as your bid, or bid zero.</source>
        <translation>Tout le monde annonce d’abord : choisissez une carte de votre main comme annonce, ou annoncez zéro.</translation>
    </message>
    <message>
        <source>Everyone bids first: choose a card from your hand as your bid.</source>
        <translation>Tout le monde annonce d’abord : choisissez une carte de votre main comme annonce.</translation>
    </message>
    <message>
        <source>You lead this trick: play a card and say which colour is the suit.</source>
        <translation>Vous entamez ce pli : jouez une carte et dites quelle teinte est la couleur.</translation>
    </message>
    <message>
        <source>The trick is already led: play a card; the leader chose the suit.</source>
        <translation>Le pli est déjà entamé : jouez une carte ; celui qui a entamé a choisi la couleur.</translation>
    </message>
    <message>
        <source>A {kind} takes only: {fields}.</source>
        <translation>Un coup « {kind} » ne prend que : {fields}.</translation>
    </message>
    <message>
        <source>The zero bid is not allowed in this game: bid with a card from your hand.</source>
        <translation>L’annonce zéro n’est pas permise dans ce jeu : annoncez avec une carte de votre main.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} n’est pas dans votre main.</translation>
    </message>
    <message>
        <source>Say which colour is the suit: white or black.</source>
        <translation>Dites quelle teinte est la couleur : blanc ou noir.</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} ou {second}</translation>
    </message>
    <message>
        <source>You hold a card with white {number}, the led suit: you must play {cards}.</source>
        <translation>Vous avez une carte avec blanc {number}, la couleur entamée : vous devez jouer {cards}.</translation>
    </message>
    <message>
        <source>You hold a card with black {number}, the led suit: you must play {cards}.</source>
        <translation>Vous avez une carte avec noir {number}, la couleur entamée : vous devez jouer {cards}.</translation>
    </message>
    <message>
        <source>Left over</source>
        <translation>Carte restante</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>red {number}</source>
        <translation>rouge {number}</translation>
    </message>
    <message>
        <source>blue {number}</source>
        <translation>bleu {number}</translation>
    </message>
    <message>
        <source>green {number}</source>
        <translation>vert {number}</translation>
    </message>
    <message>
        <source>yellow {number}</source>
        <translation>jaune {number}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>white {white}, black {black}</source>
        <translation>blanc {white}, noir {black}</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>une carte face cachée</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>cardtable: the table is already open; it was brought to the front</source>
        <translation>cardtable : la table est déjà ouverte ; elle a été mise au premier plan</translation>
    </message>
    <message>
        <source>--from and --to must be deal numbers with 1 &lt;= from &lt;= to</source>
        <translation>--from et --to doivent être des numéros de donne avec 1 &lt;= from &lt;= to</translation>
    </message>
    <message>
        <source>--nodes must be at least 1</source>
        <translation>--nodes doit valoir au moins 1</translation>
    </message>
    <message>
        <source>{ruleset} is not a Rouge et Noir patience</source>
        <translation>{ruleset} n’est pas une patience Rouge et Noir</translation>
    </message>
    <message>
        <source>{won} of {deals} deals proved winnable; list: {file}</source>
        <translation>{won} donnes sur {deals} prouvées gagnables ; liste : {file}</translation>
    </message>
    <message>
        <source>skipped: {problem}</source>
        <translation>ignoré : {problem}</translation>
    </message>
    <message>
        <source>{file}:1: id: {id} is the id of a shipped ruleset ({shipped}); the app would skip this file, so give it another id</source>
        <translation>{file}:1: id : {id} est l’identifiant d’une règle fournie ({shipped}) ; l’application ignorerait ce fichier, donnez-lui donc un autre identifiant</translation>
    </message>
    <message>
        <source>{file}: ok ({id}, engine {engine}, {players} players)</source>
        <translation>{file} : ok ({id}, moteur {engine}, {players} joueurs)</translation>
    </message>
    <message>
        <source>--set expects key=value, got {pair}</source>
        <translation>--set attend clé=valeur, reçu {pair}</translation>
    </message>
    <message>
        <source>--games must be at least 1</source>
        <translation>--games doit valoir au moins 1</translation>
    </message>
    <message>
        <source>--seed must be 0 or more</source>
        <translation>--seed doit valoir 0 ou plus</translation>
    </message>
    <message>
        <source>--index must be 0 or more</source>
        <translation>--index doit valoir 0 ou plus</translation>
    </message>
    <message>
        <source>{file}: there is no record {index} (counting from 0)</source>
        <translation>{file} : il n’y a pas d’enregistrement {index} (en comptant à partir de 0)</translation>
    </message>
    <message>
        <source>cardtable: {problem}</source>
        <translation>cardtable : {problem}</translation>
    </message>
    <message>
        <source>cardtable: internal error: {error} (details in {log})</source>
        <translation>cardtable : erreur interne : {error} (détails dans {log})</translation>
    </message>
    <message>
        <source>cardtable: internal error: {error}</source>
        <translation>cardtable : erreur interne : {error}</translation>
    </message>
    <message>
        <source>cardtable self-test failed: {problem}</source>
        <translation>l’autotest de cardtable a échoué : {problem}</translation>
    </message>
    <message>
        <source>cardtable self-test passed: {summary}</source>
        <translation>l’autotest de cardtable a réussi : {summary}</translation>
    </message>
    <message>
        <source>--ai needs one level or {players} levels (one per seat), got {count}</source>
        <translation>--ai attend un niveau ou {players} niveaux (un par place), reçu {count}</translation>
    </message>
    <message>
        <source>--jobs must be at least 1</source>
        <translation>--jobs doit valoir au moins 1</translation>
    </message>
    <message>
        <source>--deals expects numbers and ranges like 1-1000, got {text}</source>
        <translation>--deals attend des nombres et des plages comme 1-1000, reçu {text}</translation>
    </message>
    <message>
        <source>--deals: {part} is not a range of deals 1 to {last}</source>
        <translation>--deals : {part} n’est pas une plage de donnes de 1 à {last}</translation>
    </message>
    <message>
        <source>the solver is for Rouge et Noir patience; {ruleset} is a {engine} ruleset</source>
        <translation>le solveur est pour la patience Rouge et Noir ; {ruleset} est une règle {engine}</translation>
    </message>
    <message>
        <source>--timeout must be more than 0 seconds</source>
        <translation>--timeout doit dépasser 0 seconde</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>{action} is not an action.</source>
        <translation>{action} n’est pas un coup.</translation>
    </message>
    <message>
        <source>the {game} engine is not available: {reason}</source>
        <translation>le moteur {game} n’est pas disponible : {reason}</translation>
    </message>
    <message>
        <source>Le Rouge et Le Noir</source>
        <translation>Le Rouge et Le Noir</translation>
    </message>
    <message>
        <source>A bluffing duel: play a card face down to double the stake.</source>
        <translation>Un duel de bluff : jouez une carte face cachée pour doubler la mise.</translation>
    </message>
    <message>
        <source>Rouge et Noir (patience)</source>
        <translation>Rouge et Noir (patience)</translation>
    </message>
    <message>
        <source>Two decks: build colour foundations and King-to-Ace runs.</source>
        <translation>Deux jeux : montez des fondations par teinte et des séquences du Roi à l’As.</translation>
    </message>
    <message>
        <source>Red Secret</source>
        <translation>Red Secret</translation>
    </message>
    <message>
        <source>Tricks where red cards score only if they stay hidden.</source>
        <translation>Des plis où les cartes rouges ne marquent que si elles restent cachées.</translation>
    </message>
    <message>
        <source>En blanc et noir</source>
        <translation>En blanc et noir</translation>
    </message>
    <message>
        <source>Bid your tricks in white and in black with a card of your hand.</source>
        <translation>Annoncez vos plis en blanc et en noir avec une carte de votre main.</translation>
    </message>
    <message>
        <source>French Tarot</source>
        <translation>Tarot</translation>
    </message>
    <message>
        <source>78 cards: bid a contract, take the talon, call a partner.</source>
        <translation>78 cartes : annoncez un contrat, prenez le Chien, appelez un partenaire.</translation>
    </message>
    <message>
        <source>{game} has no deal to lay open</source>
        <translation>{game} n’a pas de donne à étaler</translation>
    </message>
    <message>
        <source>deal {deal} is not over: its cards stay hidden</source>
        <translation>la donne {deal} n’est pas finie : ses cartes restent cachées</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>{action} is not a legal action for seat {seat} now</source>
        <translation>{action} n’est pas un coup permis pour la place {seat} maintenant</translation>
    </message>
    <message>
        <source>this match has no deal {deal}</source>
        <translation>cette partie n’a pas de donne {deal}</translation>
    </message>
    <message>
        <source>deal {deal} ends as it is dealt</source>
        <translation>la donne {deal} se termine dès la distribution</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
</context>
<context>
    <name>le_rouge_et_le_noir</name>
    <message>
        <source>That is not a move of this game: play a card, or take or pass a double.</source>
        <translation>Ce n’est pas un coup de ce jeu : jouez une carte, ou tenez ou passez un doublement.</translation>
    </message>
    <message>
        <source>A double must be answered first: take it or pass.</source>
        <translation>Il faut d’abord répondre au doublement : tenez ou passez.</translation>
    </message>
    <message>
        <source>{action} is not a valid answer: take or pass.</source>
        <translation>{action} n’est pas une réponse valable : tenez ou passez.</translation>
    </message>
    <message>
        <source>There is no double to answer: play a card.</source>
        <translation>Il n’y a pas de doublement à répondre : jouez une carte.</translation>
    </message>
    <message>
        <source>Play a card face up or face down.</source>
        <translation>Jouez une carte face visible ou face cachée.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Vous n’avez pas {card}.</translation>
    </message>
    <message>
        <source>You do not hold a {rank}.</source>
        <translation>Vous n’avez pas de {rank}.</translation>
    </message>
    <message>
        <source>That play is not allowed now.</source>
        <translation>Ce coup n’est pas permis maintenant.</translation>
    </message>
    <message>
        <source>The opening lead of a deal must be played face up.</source>
        <translation>L’entame d’une donne se joue face visible.</translation>
    </message>
    <message>
        <source>The stake is already {stake}: no double is left, so play face up.</source>
        <translation>La mise est déjà de {stake} : plus de doublement possible, jouez donc face visible.</translation>
    </message>
    <message>
        <source>Your team made the last double: the other team must double before yours may again. Play face up.</source>
        <translation>Votre équipe a fait le dernier doublement : l’autre équipe doit doubler avant que la vôtre puisse le refaire. Jouez face visible.</translation>
    </message>
</context>
<context>
    <name>level</name>
    <message>
        <source>Random</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
</context>
<context>
    <name>patience</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>That is not a move.</source>
        <translation>Ce n’est pas un coup.</translation>
    </message>
    <message>
        <source>Auto-move puts the {card} on a foundation first.</source>
        <translation>Le déplacement automatique met d’abord la carte {card} sur une fondation.</translation>
    </message>
    <message>
        <source>A deal is written {example} with nothing else.</source>
        <translation>Une distribution s’écrit {example} sans rien d’autre.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>Le talon est vide.</translation>
    </message>
    <message>
        <source>This table deals only when you are stuck, and a productive move is left: {card} from column {column}.</source>
        <translation>Cette table ne distribue que quand vous êtes bloqué, et un coup utile reste : {card} de la colonne {column}.</translation>
    </message>
    <message>
        <source>A move names a column, a pile and a number of cards, like {example}.</source>
        <translation>Un coup nomme une colonne, une pile et un nombre de cartes, comme {example}.</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>red {rank}</source>
        <translation>{rank} rouge</translation>
    </message>
    <message>
        <source>black {rank}</source>
        <translation>{rank} noir</translation>
    </message>
    <message>
        <source>There is no card to move in column {column}.</source>
        <translation>Il n’y a pas de carte à déplacer dans la colonne {column}.</translation>
    </message>
    <message>
        <source>Move at least one card.</source>
        <translation>Déplacez au moins une carte.</translation>
    </message>
    <message>
        <source>Column {column} has only 1 face-up card.</source>
        <translation>La colonne {column} n’a qu’une carte face visible.</translation>
    </message>
    <message>
        <source>Column {column} has only {count} face-up cards.</source>
        <translation>La colonne {column} n’a que {count} cartes face visible.</translation>
    </message>
    <message>
        <source>Cards go to a foundation one at a time.</source>
        <translation>Les cartes vont sur une fondation une à une.</translation>
    </message>
    <message>
        <source>Only a complete run from King to Ace, in alternating colour, can be discarded.</source>
        <translation>Seule une séquence complète du Roi à l’As, en teintes alternées, peut être défaussée.</translation>
    </message>
    <message>
        <source>The top {count} cards of column {column} are not one run built down in alternating colour; only such a run moves together.</source>
        <translation>Les {count} cartes du haut de la colonne {column} ne forment pas une séquence descendante en teintes alternées ; seule une telle séquence se déplace d’un bloc.</translation>
    </message>
    <message>
        <source>The cards are already in that column.</source>
        <translation>Les cartes sont déjà dans cette colonne.</translation>
    </message>
    <message>
        <source>Only a King, or a run headed by a King, can go into an empty column.</source>
        <translation>Seul un Roi, ou une séquence commençant par un Roi, peut aller dans une colonne vide.</translation>
    </message>
    <message>
        <source>A {card} cannot go on a {target}: build down in alternating colour (a black 9 on a red 10).</source>
        <translation>Un {card} ne peut pas aller sur un {target} : descendez en teintes alternées (un 9 noir sur un 10 rouge).</translation>
    </message>
    <message>
        <source>Foundation {pile} is red: it takes only red cards.</source>
        <translation>La fondation {pile} est rouge : elle ne prend que des cartes rouges.</translation>
    </message>
    <message>
        <source>Foundation {pile} is black: it takes only black cards.</source>
        <translation>La fondation {pile} est noire : elle ne prend que des cartes noires.</translation>
    </message>
    <message>
        <source>Foundation {pile} is complete.</source>
        <translation>La fondation {pile} est complète.</translation>
    </message>
    <message>
        <source>Foundation {pile} needs a {card} next.</source>
        <translation>La fondation {pile} attend maintenant un {card}.</translation>
    </message>
    <message>
        <source>Discard pile {pile} already holds a run.</source>
        <translation>La défausse {pile} contient déjà une séquence.</translation>
    </message>
    <message>
        <source>Discard pile {pile} takes only runs headed by a red King.</source>
        <translation>La défausse {pile} ne prend que des séquences commençant par un Roi rouge.</translation>
    </message>
    <message>
        <source>Discard pile {pile} takes only runs headed by a black King.</source>
        <translation>La défausse {pile} ne prend que des séquences commençant par un Roi noir.</translation>
    </message>
    <message>
        <source>The deal can still be won from where the game stopped.</source>
        <translation>La donne peut encore être gagnée à partir de là où la partie s’est arrêtée.</translation>
    </message>
    <message>
        <source>The solver found no way to win this deal from the start.</source>
        <translation>Le solveur n’a trouvé aucun moyen de gagner cette donne depuis le début.</translation>
    </message>
    <message>
        <source>After move {move} the deal could no longer be won.</source>
        <translation>Après le coup {move}, la donne ne pouvait plus être gagnée.</translation>
    </message>
    <message>
        <source>After move {move} the deal could no longer be won (the solver found no win within its budget).</source>
        <translation>Après le coup {move}, la donne ne pouvait plus être gagnée (le solveur n’a trouvé aucune victoire dans son budget).</translation>
    </message>
</context>
<context>
    <name>piles</name>
    <message>
        <source>Deck</source>
        <translation>Paquet</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Mise de côté</translation>
    </message>
    <message>
        <source>Table, white side</source>
        <translation>Table, côté blanc</translation>
    </message>
    <message>
        <source>Table, black side</source>
        <translation>Table, côté noir</translation>
    </message>
    <message>
        <source>Stake markers</source>
        <translation>Cartes de doublement</translation>
    </message>
    <message>
        <source>Stake proposed</source>
        <translation>Mise proposée</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>Chien</translation>
    </message>
</context>
<context>
    <name>red_secret</name>
    <message>
        <source>Choose 1 red card to give to seat {seat}</source>
        <translation>Choisissez 1 carte rouge à donner à la place {seat}</translation>
    </message>
    <message>
        <source>Choose {count} red cards to give to seat {seat}</source>
        <translation>Choisissez {count} cartes rouges à donner à la place {seat}</translation>
    </message>
    <message>
        <source>Choose 1 non-red card to return to seat {seat}</source>
        <translation>Choisissez 1 carte non rouge à rendre à la place {seat}</translation>
    </message>
    <message>
        <source>Choose {count} non-red cards to return to seat {seat}</source>
        <translation>Choisissez {count} cartes non rouges à rendre à la place {seat}</translation>
    </message>
    <message>
        <source>You must play a blue card (the led colour) or a red card.</source>
        <translation>Vous devez jouer une carte bleue (la couleur entamée) ou une carte rouge.</translation>
    </message>
    <message>
        <source>You must play a green card (the led colour) or a red card.</source>
        <translation>Vous devez jouer une carte verte (la couleur entamée) ou une carte rouge.</translation>
    </message>
    <message>
        <source>You must play a yellow card (the led colour) or a red card.</source>
        <translation>Vous devez jouer une carte jaune (la couleur entamée) ou une carte rouge.</translation>
    </message>
    <message>
        <source>The exchange is over: play a card.</source>
        <translation>L’échange est terminé : jouez une carte.</translation>
    </message>
    <message>
        <source>There is no action {name} in Red Secret.</source>
        <translation>Il n’y a pas de coup {name} dans Red Secret.</translation>
    </message>
    <message>
        <source>A play names one card, for example {example}.</source>
        <translation>Un coup nomme une carte, par exemple {example}.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Vous n’avez pas {card}.</translation>
    </message>
    <message>
        <source>You must play a red card: red was led.</source>
        <translation>Vous devez jouer une carte rouge : rouge a été entamé.</translation>
    </message>
    <message>
        <source>The balancing comes first: {choice}.</source>
        <translation>L’équilibrage vient d’abord : {choice}.</translation>
    </message>
    <message>
        <source>{choice}, exactly.</source>
        <translation>{choice}, exactement.</translation>
    </message>
    <message>
        <source>Only red cards can be used here: {choice}.</source>
        <translation>Seules des cartes rouges peuvent servir ici : {choice}.</translation>
    </message>
    <message>
        <source>Only non-red cards can be used here: {choice}.</source>
        <translation>Seules des cartes non rouges peuvent servir ici : {choice}.</translation>
    </message>
    <message>
        <source>You can pass only on the fourth card of a 3-player trick.</source>
        <translation>On ne peut passer que sur la quatrième carte d’un pli à 3 joueurs.</translation>
    </message>
    <message>
        <source>The third player cannot pass: you must play the fourth card.</source>
        <translation>Le troisième joueur ne peut pas passer : vous devez jouer la quatrième carte.</translation>
    </message>
    <message>
        <source>Nobody after you can play the fourth card: you must play it.</source>
        <translation>Personne après vous ne peut jouer la quatrième carte : vous devez la jouer.</translation>
    </message>
    <message>
        <source>You hold a card of the led colour ({colour}): the second player may pass the fourth card only with no card of the led colour.</source>
        <translation>Vous avez une carte de la couleur entamée ({colour}) : le deuxième joueur ne peut passer la quatrième carte que s’il n’a aucune carte de la couleur entamée.</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
</context>
<context>
    <name>ruleset</name>
    <message>
        <source>En blanc et noir — 3 players, zero bid</source>
        <translation>En blanc et noir — 3 joueurs, annonce zéro</translation>
    </message>
    <message>
        <source>As the 3-player game, and a player may bid zero in both colours.</source>
        <translation>Comme le jeu à 3, et un joueur peut annoncer zéro dans les deux teintes.</translation>
    </message>
    <message>
        <source>En blanc et noir — 3 players</source>
        <translation>En blanc et noir — 3 joueurs</translation>
    </message>
    <message>
        <source>Bid your wins in white and in black with a card from your hand.</source>
        <translation>Annoncez vos plis en blanc et en noir avec une carte de votre main.</translation>
    </message>
    <message>
        <source>En blanc et noir — 4 players, zero bid</source>
        <translation>En blanc et noir — 4 joueurs, annonce zéro</translation>
    </message>
    <message>
        <source>As the 4-player game, and a player may bid zero in both colours.</source>
        <translation>Comme le jeu à 4, et un joueur peut annoncer zéro dans les deux teintes.</translation>
    </message>
    <message>
        <source>En blanc et noir — 4 players</source>
        <translation>En blanc et noir — 4 joueurs</translation>
    </message>
    <message>
        <source>Le Rouge et Le Noir — 4 players, partnerships</source>
        <translation>Le Rouge et Le Noir — 4 joueurs, en équipes</translation>
    </message>
    <message>
        <source>Two teams of two (you and the seat opposite), standard deck.</source>
        <translation>Deux équipes de deux (vous et la place en face), jeu standard.</translation>
    </message>
    <message>
        <source>Le Rouge et Le Noir — short deck</source>
        <translation>Le Rouge et Le Noir — jeu court</translation>
    </message>
    <message>
        <source>The duel with the short deck (1-5, two of each).</source>
        <translation>Le duel avec le jeu court (1 à 5, deux de chaque).</translation>
    </message>
    <message>
        <source>Le Rouge et Le Noir — 2 players</source>
        <translation>Le Rouge et Le Noir — 2 joueurs</translation>
    </message>
    <message>
        <source>The bluffing duel with the standard deck (1-7, three of each), first to 11.</source>
        <translation>Le duel de bluff avec le jeu standard (1 à 7, trois de chaque), en 11 points.</translation>
    </message>
    <message>
        <source>Red Secret — 2 players</source>
        <translation>Red Secret — 2 joueurs</translation>
    </message>
    <message>
        <source>Red cards score only if they stay hidden; a match of two games.</source>
        <translation>Les cartes rouges ne marquent que si elles restent cachées ; une partie en deux manches.</translation>
    </message>
    <message>
        <source>Red Secret — 3 players</source>
        <translation>Red Secret — 3 joueurs</translation>
    </message>
    <message>
        <source>Red Secret — 4 players</source>
        <translation>Red Secret — 4 joueurs</translation>
    </message>
    <message>
        <source>Rouge et Noir — patience</source>
        <translation>Rouge et Noir — patience</translation>
    </message>
    <message>
        <source>Two decks, colour foundations and King-to-Ace runs.</source>
        <translation>Deux jeux, fondations par teinte et séquences du Roi à l’As.</translation>
    </message>
    <message>
        <source>French Tarot — 3 players</source>
        <translation>Tarot — 3 joueurs</translation>
    </message>
    <message>
        <source>78 cards, contracts and the talon; a match of 3 deals.</source>
        <translation>78 cartes, contrats et Chien ; une partie en 3 donnes.</translation>
    </message>
    <message>
        <source>French Tarot — 4 players</source>
        <translation>Tarot — 4 joueurs</translation>
    </message>
    <message>
        <source>78 cards, contracts and the talon; a match of 4 deals.</source>
        <translation>78 cartes, contrats et Chien ; une partie en 4 donnes.</translation>
    </message>
    <message>
        <source>French Tarot — 5 players</source>
        <translation>Tarot — 5 joueurs</translation>
    </message>
    <message>
        <source>78 cards, contracts and the talon; a match of 5 deals.</source>
        <translation>78 cartes, contrats et Chien ; une partie en 5 donnes.</translation>
    </message>
    <message>
        <source>French Tarot — 6 players</source>
        <translation>Tarot — 6 joueurs</translation>
    </message>
    <message>
        <source>78 cards, contracts and the talon; a match of 6 deals.</source>
        <translation>78 cartes, contrats et Chien ; une partie en 6 donnes.</translation>
    </message>
</context>
<context>
    <name>seat</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>North-West</source>
        <translation>Nord-Ouest</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>North-East</source>
        <translation>Nord-Est</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
</context>
<context>
    <name>store</name>
    <message>
        <source>the old statistics ({file}) could not be read ({reason}); they were left as they are</source>
        <translation>les anciennes statistiques ({file}) n’ont pas pu être lues ({reason}) ; elles sont laissées telles quelles</translation>
    </message>
    <message>
        <source>the old statistics ({file}) were not a table of games; nothing was imported</source>
        <translation>les anciennes statistiques ({file}) n’étaient pas une table de jeux ; rien n’a été importé</translation>
    </message>
    <message>
        <source>the old statistics of {ruleset} were not whole numbers; they were skipped</source>
        <translation>les anciennes statistiques de {ruleset} n’étaient pas des nombres entiers ; elles ont été ignorées</translation>
    </message>
    <message>
        <source>the statistics database could not be read ({reason}); it was moved aside to {file} and a new one started</source>
        <translation>la base de statistiques n’a pas pu être lue ({reason}) ; elle a été mise de côté sous {file} et une nouvelle a été commencée</translation>
    </message>
    <message>
        <source>games cannot be saved: {reason} ({folder})</source>
        <translation>les parties ne peuvent pas être enregistrées : {reason} ({folder})</translation>
    </message>
    <message>
        <source>the saved game could not be read ({reason})</source>
        <translation>la partie enregistrée n’a pas pu être lue ({reason})</translation>
    </message>
    <message>
        <source>it could not be read ({reason})</source>
        <translation>elle n’a pas pu être lue ({reason})</translation>
    </message>
    <message>
        <source>{file} cannot be resumed ({reason}) and could not be moved aside ({error}); it is left where it is</source>
        <translation>{file} ne peut pas être reprise ({reason}) et n’a pas pu être mise de côté ({error}) ; elle reste où elle est</translation>
    </message>
    <message>
        <source>a saved game cannot be resumed ({reason}); it was kept as {file}</source>
        <translation>une partie enregistrée ne peut pas être reprise ({reason}) ; elle est conservée sous {file}</translation>
    </message>
    <message>
        <source>it is not a settings object</source>
        <translation>ce n’est pas un objet de réglages</translation>
    </message>
    <message>
        <source>{fields}: wrong type or value, the default is used</source>
        <translation>{fields} : type ou valeur incorrects, la valeur par défaut est utilisée</translation>
    </message>
    <message>
        <source>it was moved aside to {file}</source>
        <translation>il a été mis de côté sous {file}</translation>
    </message>
    <message>
        <source>it could not be moved aside ({error})</source>
        <translation>il n’a pas pu être mis de côté ({error})</translation>
    </message>
    <message>
        <source>{file} could not be used fully ({reason}); {where}</source>
        <translation>{file} n’a pas pu être utilisé entièrement ({reason}) ; {where}</translation>
    </message>
</context>
<context>
    <name>tarot</name>
    <message>
        <source>Discard {count} cards (trumps are shown)</source>
        <translation>Écarter {count} cartes (les atouts sont montrés)</translation>
    </message>
    <message>
        <source>Discard {count} cards</source>
        <translation>Écarter {count} cartes</translation>
    </message>
    <message>
        <source>Show a simple handful ({count} trumps)</source>
        <translation>Montrer une poignée simple ({count} atouts)</translation>
    </message>
    <message>
        <source>Show a double handful ({count} trumps)</source>
        <translation>Montrer une poignée double ({count} atouts)</translation>
    </message>
    <message>
        <source>Show a triple handful ({count} trumps)</source>
        <translation>Montrer une poignée triple ({count} atouts)</translation>
    </message>
    <message>
        <source>Now is the time to bid, for seat {seat}.</source>
        <translation>C’est le moment d’enchérir, pour la place {seat}.</translation>
    </message>
    <message>
        <source>Now is the time to call, for seat {seat}.</source>
        <translation>C’est le moment d’appeler, pour la place {seat}.</translation>
    </message>
    <message>
        <source>Now is the time to discard, for seat {seat}.</source>
        <translation>C’est le moment de faire l’écart, pour la place {seat}.</translation>
    </message>
    <message>
        <source>Now is the time to play, for seat {seat}.</source>
        <translation>C’est le moment de jouer, pour la place {seat}.</translation>
    </message>
    <message>
        <source>You must pass or bid higher than {contract}.</source>
        <translation>Vous devez passer ou monter au-dessus de {contract}.</translation>
    </message>
    <message>
        <source>Bid pass, small, guard, guard_without or guard_against.</source>
        <translation>Annoncez pass, small, guard, guard_without ou guard_against (passe, petite, garde, garde sans ou garde contre).</translation>
    </message>
    <message>
        <source>You may call {cards}.</source>
        <translation>Vous pouvez appeler {cards}.</translation>
    </message>
    <message>
        <source>Discard exactly {count} cards: no Kings or Oudlers, and trumps only if you have no other choice.</source>
        <translation>Écartez exactement {count} cartes : ni Rois ni bouts, et des atouts seulement si vous n’avez pas d’autre choix.</translation>
    </message>
    <message>
        <source>A handful is shown once, before your first card, with exactly the number of trumps of its level (the Excuse only if you lack one trump).</source>
        <translation>Une poignée se montre une fois, avant votre première carte, avec exactement le nombre d’atouts de son niveau (l’Excuse seulement s’il vous manque un atout).</translation>
    </message>
    <message>
        <source>Only the attacker may announce a chelem, on the lead, before the first card.</source>
        <translation>Seul le preneur peut annoncer un chelem, à l’entame, avant la première carte.</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>Chien</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Vous n’avez pas {card}.</translation>
    </message>
    <message>
        <source>In the first trick you may not lead {suit}, a called suit, except with the called card itself.</source>
        <translation>Au premier pli, vous ne pouvez pas entamer {suit}, couleur appelée, sauf avec la carte appelée elle-même.</translation>
    </message>
    <message>
        <source>You must follow suit: play {suit} (or the Excuse).</source>
        <translation>Vous devez fournir : jouez {suit} (ou l’Excuse).</translation>
    </message>
    <message>
        <source>You must beat trump {number}: you hold a higher trump.</source>
        <translation>Vous devez monter sur l’atout {number} : vous avez un atout plus fort.</translation>
    </message>
    <message>
        <source>You have no {suit}, so you must play a trump (or the Excuse).</source>
        <translation>Vous n’avez pas de {suit}, vous devez donc couper (ou jouer l’Excuse).</translation>
    </message>
    <message>
        <source>Trumps were led: you must play a trump (or the Excuse).</source>
        <translation>Atout demandé : vous devez jouer atout (ou l’Excuse).</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Petite</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>Garde</translation>
    </message>
    <message>
        <source>Guard Without</source>
        <translation>Garde sans</translation>
    </message>
    <message>
        <source>Guard Against</source>
        <translation>Garde contre</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>the Excuse</source>
        <translation>l’Excuse</translation>
    </message>
    <message>
        <source>Excuse</source>
        <translation>Excuse</translation>
    </message>
    <message>
        <source>the Petit</source>
        <translation>le Petit</translation>
    </message>
    <message>
        <source>Petit</source>
        <translation>Petit</translation>
    </message>
    <message>
        <source>trump {number}</source>
        <translation>l’atout {number}</translation>
    </message>
    <message>
        <source>the King of {suit}</source>
        <translation>le Roi de {suit}</translation>
    </message>
    <message>
        <source>the Queen of {suit}</source>
        <translation>la Dame de {suit}</translation>
    </message>
    <message>
        <source>the Cavalier of {suit}</source>
        <translation>le Cavalier de {suit}</translation>
    </message>
    <message>
        <source>the Valet of {suit}</source>
        <translation>le Valet de {suit}</translation>
    </message>
    <message>
        <source>the Ace of {suit}</source>
        <translation>l’As de {suit}</translation>
    </message>
    <message>
        <source>the {number} of {suit}</source>
        <translation>le {number} de {suit}</translation>
    </message>
    <message>
        <source>King of {suit}</source>
        <translation>Roi de {suit}</translation>
    </message>
    <message>
        <source>Queen of {suit}</source>
        <translation>Dame de {suit}</translation>
    </message>
    <message>
        <source>Cavalier of {suit}</source>
        <translation>Cavalier de {suit}</translation>
    </message>
    <message>
        <source>Valet of {suit}</source>
        <translation>Valet de {suit}</translation>
    </message>
    <message>
        <source>Ace of {suit}</source>
        <translation>As de {suit}</translation>
    </message>
    <message>
        <source>{number} of {suit}</source>
        <translation>{number} de {suit}</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>trumps</source>
        <translation>atout</translation>
    </message>
</context>
</TS>
