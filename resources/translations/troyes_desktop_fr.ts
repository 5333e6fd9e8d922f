<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Board</name>
    <message>
        <source>Palace</source>
        <translation>Palais</translation>
    </message>
    <message>
        <source>Bishopric</source>
        <translation>Évêché</translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation>Hôtel de ville</translation>
    </message>
    <message>
        <source>Palace space {number}</source>
        <translation>Palais, case {number}</translation>
    </message>
    <message>
        <source>{building} row {low}/{high}, first space</source>
        <translation>{building}, rangée {low}/{high}, première case</translation>
    </message>
    <message>
        <source>{building} row {low}/{high}, second space</source>
        <translation>{building}, rangée {low}/{high}, deuxième case</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>The lesson&apos;s progress could not be saved ({reason}).</source>
        <translation>L&apos;avancement de la leçon n&apos;a pas pu être enregistré ({reason}).</translation>
    </message>
    <message>
        <source>disk error</source>
        <translation>erreur du disque</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>Read more</source>
        <translation>En savoir plus</translation>
    </message>
    <message>
        <source>Open this step&apos;s page of the rules reference</source>
        <translation>Ouvrir la page des règles qui parle de cette étape</translation>
    </message>
    <message>
        <source>Start a real game</source>
        <translation>Commencer une vraie partie</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
    <message>
        <source>Close the lesson; it resumes here next time</source>
        <translation>Fermer la leçon&#xa0;; elle reprendra ici la prochaine fois</translation>
    </message>
    <message>
        <source>{lesson} — step {number} of {total}</source>
        <translation>{lesson} — étape {number} sur {total}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>The lesson does not take moves back.</source>
        <translation>La leçon ne permet pas d&apos;annuler un coup.</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>red</source>
        <comment>a die</comment>
        <extracomment>Bishopric and City Hall: die values {1,6}, {2,5}, {3,4} designate the same row (RULINGS B1). Price of each die bought from another district, by size of the group (rulebook, Phase 4). 2-player neutral citizens placed before the players&apos; placement (RULINGS B2): Palace spaces 3 and 4; first space of rows {2,5} and {3,4} of the Bishopric and City Hall.</extracomment>
        <translation>rouge</translation>
    </message>
    <message>
        <source>red</source>
        <comment>dice</comment>
        <translation>rouges</translation>
    </message>
    <message>
        <source>red</source>
        <comment>a card</comment>
        <translation>rouge</translation>
    </message>
    <message>
        <source>red</source>
        <comment>cards</comment>
        <translation>rouges</translation>
    </message>
    <message>
        <source>white</source>
        <comment>a die</comment>
        <translation>blanc</translation>
    </message>
    <message>
        <source>white</source>
        <comment>dice</comment>
        <translation>blancs</translation>
    </message>
    <message>
        <source>white</source>
        <comment>a card</comment>
        <translation>blanche</translation>
    </message>
    <message>
        <source>white</source>
        <comment>cards</comment>
        <translation>blanches</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>a die</comment>
        <translation>jaune</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>dice</comment>
        <translation>jaunes</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>a card</comment>
        <translation>jaune</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>cards</comment>
        <translation>jaunes</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>a die</comment>
        <translation>violet</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>dice</comment>
        <translation>violets</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>a card</comment>
        <translation>violette</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>cards</comment>
        <translation>violettes</translation>
    </message>
</context>
<context>
    <name>ContextHelp</name>
    <message>
        <source>F1 or ? — more in the rules reference: {title}</source>
        <extracomment>Board items that name no key of their own, by class name.</extracomment>
        <translation>F1 ou&#xa0;? — pour en savoir plus dans les règles&#xa0;: {title}</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <source>Open the rules reference on what the mouse points at (F1 or ?)</source>
        <translation>Ouvrir les règles à la page de ce que montre la souris (F1 ou&#xa0;?)</translation>
    </message>
    <message>
        <source>Guided first game of &amp;Troyes</source>
        <translation>Première partie guidée de &amp;Troyes</translation>
    </message>
    <message>
        <source>Guided first day of Troyes &amp;Dice</source>
        <translation>Premier jour guidé de Troyes &amp;Dice</translation>
    </message>
    <message>
        <source>Learn to play…</source>
        <translation>Apprendre à jouer…</translation>
    </message>
    <message>
        <source>The rules reference and the guided first games</source>
        <translation>Les règles du jeu et les premières parties guidées</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Troyes Desktop — Rules reference</source>
        <translation>Troyes Desktop — Règles du jeu</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <source>Type to filter the index…</source>
        <translation>Tapez un mot pour filtrer l&apos;index…</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Search the rules (e.g. black dice)</source>
        <translation>Chercher dans les règles (par ex. dés noirs)</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Retour</translation>
    </message>
    <message>
        <source>Nothing found: try another word (e.g. a card&apos;s name).</source>
        <translation>Rien trouvé&#xa0;: essayez un autre mot (par ex. le nom d&apos;une carte).</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Troyes Desktop — Guided first day of Troyes Dice</source>
        <translation>Troyes Desktop — Premier jour guidé de Troyes Dice</translation>
    </message>
    <message>
        <source>{hint} (The game says: {reason}.)</source>
        <translation>{hint} (Le jeu répond&#xa0;: {reason}.)</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} et {second}</translation>
    </message>
    <message>
        <source>{player} {vp} VP</source>
        <translation>{player} {vp} PV</translation>
    </message>
    <message>
        <source>Troyes Desktop — Guided first game of Troyes</source>
        <translation>Troyes Desktop — Première partie guidée de Troyes</translation>
    </message>
</context>
</TS>
