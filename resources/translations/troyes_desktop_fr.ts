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
    <name>CardData</name>
    <message>
        <source>{where}: &apos;{key}&apos; is missing</source>
        <extracomment>The Ladies of Troyes: outdoor tiles, rampart numbers, supply of dice (empty for the base data).</extracomment>
        <translation>{where}&#xa0;: «&#xa0;{key}&#xa0;» manque</translation>
    </message>
    <message>
        <source>{where}: &apos;{key}&apos; has no value</source>
        <translation>{where}&#xa0;: «&#xa0;{key}&#xa0;» n&apos;a pas de valeur</translation>
    </message>
    <message>
        <source>{where}: {field}</source>
        <translation>{where}, {field}</translation>
    </message>
    <message>
        <source>{what} must be a whole number from {lo} to {hi}, not {value}</source>
        <translation>{what} doit être un nombre entier de {lo} à {hi}, et non {value}</translation>
    </message>
    <message>
        <source>{what} must be a list of 1 to 4 VP values, not {value}</source>
        <translation>{what} doit être une liste de 1 à 4 valeurs de PV, et non {value}</translation>
    </message>
    <message>
        <source>{what} (each space)</source>
        <translation>{what} (chaque emplacement)</translation>
    </message>
    <message>
        <source>{what} must be two VP values [first, second], not {value}</source>
        <translation>{what} doit être deux valeurs de PV [premier, deuxième], et non {value}</translation>
    </message>
    <message>
        <source>{where}: &apos;{key}&apos; must be a non-empty text, not {value}</source>
        <translation>{where}&#xa0;: «&#xa0;{key}&#xa0;» doit être un texte non vide, et non {value}</translation>
    </message>
    <message>
        <source>activity card {id}</source>
        <translation>carte Activité {id}</translation>
    </message>
    <message>
        <source>{where}: colour must be red, white or yellow, not {value}</source>
        <translation>{where}&#xa0;: colour doit valoir red, white ou yellow, et non {value}</translation>
    </message>
    <message>
        <source>event card {id}</source>
        <translation>carte Évènement {id}</translation>
    </message>
    <message>
        <source>{where}: dice_colour must be red, white or yellow, not {value}</source>
        <translation>{where}&#xa0;: dice_colour doit valoir red, white ou yellow, et non {value}</translation>
    </message>
    <message>
        <source>character {id}</source>
        <translation>carte Personnage {id}</translation>
    </message>
    <message>
        <source>outdoor tile {id}</source>
        <translation>tuile d&apos;activité extérieure {id}</translation>
    </message>
    <message>
        <source>the override file must hold a JSON object</source>
        <translation>le fichier de corrections doit contenir un objet JSON</translation>
    </message>
    <message>
        <source>unknown section &apos;{section}&apos; in the override file (use &apos;activities&apos; or &apos;events&apos;)</source>
        <translation>section «&#xa0;{section}&#xa0;» inconnue dans le fichier de corrections (utilisez «&#xa0;activities&#xa0;» ou «&#xa0;events&#xa0;»)</translation>
    </message>
    <message>
        <source>section &apos;{section}&apos; of the override file must be an object</source>
        <translation>la section «&#xa0;{section}&#xa0;» du fichier de corrections doit être un objet</translation>
    </message>
    <message>
        <source>the override file names an unknown card &apos;{card}&apos; in &apos;{section}&apos;</source>
        <translation>le fichier de corrections nomme une carte inconnue, «&#xa0;{card}&#xa0;», dans «&#xa0;{section}&#xa0;»</translation>
    </message>
    <message>
        <source>override of &apos;{card}&apos; must be an object</source>
        <translation>la correction de «&#xa0;{card}&#xa0;» doit être un objet</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; of &apos;{card}&apos; cannot be overridden (allowed: {allowed})</source>
        <translation>«&#xa0;{key}&#xa0;» de «&#xa0;{card}&#xa0;» ne peut pas être corrigé (autorisés&#xa0;: {allowed})</translation>
    </message>
    <message>
        <source>card data is malformed ({problem})</source>
        <translation>les données des cartes sont mal formées ({problem})</translation>
    </message>
    <message>
        <source>the card corrections must be a JSON object</source>
        <extracomment>Largest card_overrides.json read (a file correcting every card is about 20 KB).</extracomment>
        <translation>les corrections des cartes doivent être un objet JSON</translation>
    </message>
    <message>
        <source>Your card corrections ({file}) are not used: {reason}. This game uses the card values shipped with Troyes Desktop.</source>
        <translation>Vos corrections des cartes ({file}) ne sont pas utilisées&#xa0;: {reason}. Cette partie utilise les valeurs des cartes fournies avec Troyes Desktop.</translation>
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
    <name>Tooltips</name>
    <message>
        <source>sword</source>
        <translation>épée</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>croix</translation>
    </message>
    <message>
        <source>sheaf</source>
        <translation>gerbe</translation>
    </message>
    <message>
        <source>&lt;i&gt;{label}&lt;/i&gt; is &lt;b&gt;set by your card_overrides.json&lt;/b&gt;</source>
        <translation>&lt;i&gt;{label}&lt;/i&gt;&#xa0;: &lt;b&gt;valeur fixée par votre fichier card_overrides.json&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;{label}&lt;/i&gt; is &lt;b&gt;partly reconstructed&lt;/b&gt;: {reason}</source>
        <translation>&lt;i&gt;{label}&lt;/i&gt;&#xa0;: &lt;b&gt;valeur en partie reconstituée&lt;/b&gt; — {reason}</translation>
    </message>
    <message>
        <source>&lt;i&gt;{label}&lt;/i&gt; is &lt;b&gt;partly reconstructed&lt;/b&gt;</source>
        <translation>&lt;i&gt;{label}&lt;/i&gt;&#xa0;: &lt;b&gt;valeur en partie reconstituée&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;{label}&lt;/i&gt; is &lt;b&gt;reconstructed&lt;/b&gt;: {reason}</source>
        <translation>&lt;i&gt;{label}&lt;/i&gt;&#xa0;: &lt;b&gt;valeur reconstituée&lt;/b&gt; — {reason}</translation>
    </message>
    <message>
        <source>&lt;i&gt;{label}&lt;/i&gt; is &lt;b&gt;reconstructed&lt;/b&gt;</source>
        <translation>&lt;i&gt;{label}&lt;/i&gt;&#xa0;: &lt;b&gt;valeur reconstituée&lt;/b&gt;</translation>
    </message>
    <message>
        <source>All numbers as printed in the rulebook.</source>
        <translation>Tous les nombres sont ceux de la règle.</translation>
    </message>
    <message>
        <source>Numbers not printed in the rulebook (reconstructed values; correct them with card_overrides.json):</source>
        <translation>Nombres absents de la règle (valeurs reconstituées&#xa0;; corrigez-les avec card_overrides.json)&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mixed effect&lt;/b&gt; (bolt and hourglass): when you activate it, either place cubes on the card (one per activation) or use cubes already there for the effect, never both in one action. Several of its cubes may be used at once, with another card&apos;s cube as well.</source>
        <translation>&lt;b&gt;Usage mixte&lt;/b&gt; (éclair et sablier)&#xa0;: quand vous l&apos;activez, placez des cubes sur la carte (un par activation) ou utilisez pour son effet des cubes qui s&apos;y trouvent déjà, jamais les deux dans une même action. Plusieurs de ses cubes peuvent servir à la fois, avec en plus le cube d&apos;une autre carte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End-of-game effect&lt;/b&gt; (chequered flag): each activation places cubes on the card; they score only at the end of the game.</source>
        <translation>&lt;b&gt;Effet de fin de partie&lt;/b&gt; (drapeau à damier)&#xa0;: chaque activation place des cubes sur la carte&#xa0;; ils ne rapportent qu&apos;en fin de partie.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Delayed effect&lt;/b&gt; (hourglass): each activation stores one cube on the card, used later to modify one action.</source>
        <translation>&lt;b&gt;Usage différé&lt;/b&gt; (sablier)&#xa0;: chaque activation met un cube en réserve sur la carte, qui servira plus tard à modifier une action.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Immediate effect.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Usage immédiat.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{colour} activity card, level {level}.</source>
        <translation>Carte Activité {colour}, niveau {level}.</translation>
    </message>
    <message>
        <source>Use a group of 1 to 3 dice of any colour (mixed): activations = group value ÷ {divisor} (rounded down).</source>
        <translation>Utilisez un lot de 1 à 3 dés de n&apos;importe quelles couleurs (mélangées)&#xa0;: activations = valeur du lot ÷ {divisor} (arrondi à l&apos;inférieur).</translation>
    </message>
    <message>
        <source>Use a group of 1 to 3 {colour} dice: activations = group value ÷ {divisor} (rounded down).</source>
        <translation>Utilisez un lot de 1 à 3 dés {colour}&#xa0;: activations = valeur du lot ÷ {divisor} (arrondi à l&apos;inférieur).</translation>
    </message>
    <message>
        <source>Hire cost: &lt;b&gt;{cost} influence point&lt;/b&gt;.</source>
        <translation>Coût de l&apos;homme de métier&#xa0;: &lt;b&gt;{cost} point d&apos;influence&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Hire cost: &lt;b&gt;{cost} influence points&lt;/b&gt;.</source>
        <translation>Coût de l&apos;homme de métier&#xa0;: &lt;b&gt;{cost} points d&apos;influence&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Hire cost: &lt;b&gt;{cost} denier&lt;/b&gt;.</source>
        <translation>Coût de l&apos;homme de métier&#xa0;: &lt;b&gt;{cost} denier&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Hire cost: &lt;b&gt;{cost} deniers&lt;/b&gt;.</source>
        <translation>Coût de l&apos;homme de métier&#xa0;: &lt;b&gt;{cost} deniers&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>First use: hire a tradesman and place one of your citizens on the card&apos;s first free space (VP at the end of the game: {spaces}); once all spaces are taken, on the illustration (no VP).</source>
        <translation>Première utilisation&#xa0;: engagez un homme de métier et placez l&apos;un de vos habitants sur le premier emplacement libre de la carte (PV en fin de partie&#xa0;: {spaces})&#xa0;; une fois tous les emplacements pris, sur l&apos;illustration (sans PV).</translation>
    </message>
    <message>
        <source>Hire cost</source>
        <translation>Coût de l&apos;homme de métier</translation>
    </message>
    <message>
        <source>Divisor</source>
        <translation>Diviseur</translation>
    </message>
    <message>
        <source>Space VP</source>
        <translation>PV des emplacements</translation>
    </message>
    <message>
        <source>&lt;b&gt;{colour} activity card, level {level}&lt;/b&gt;&lt;br&gt;Face down: revealed at the start of round {round}.</source>
        <translation>&lt;b&gt;Carte Activité {colour}, niveau {level}&lt;/b&gt;&lt;br&gt;Face cachée&#xa0;: révélée au début du tour {round}.</translation>
    </message>
    <message>
        <source>Always in play (never taken).</source>
        <translation>Toujours en jeu (jamais gagnée).</translation>
    </message>
    <message>
        <source>{colour} event.</source>
        <translation>Carte Évènement {colour}.</translation>
    </message>
    <message>
        <source>It calls a card of the {colour} deck.</source>
        <translation>Elle appelle une carte de la pioche {colour}.</translation>
    </message>
    <message>
        <source>One black die each round while it is in the queue.</source>
        <translation>Un dé noir à chaque tour tant qu&apos;elle est dans la file.</translation>
    </message>
    <message>
        <source>{count} black dice each round while it is in the queue.</source>
        <translation>{count} dés noirs à chaque tour tant qu&apos;elle est dans la file.</translation>
    </message>
    <message>
        <source>No black die.</source>
        <translation>Aucun dé noir.</translation>
    </message>
    <message>
        <source>Fought with {colour} dice: one cube on a banner per {divisor} points of the group, and 1 influence per cube. Banners: {banners}; once they are all covered the event is countered: most cubes {first} VP, second {second} VP (ties share; the first to place wins the card).</source>
        <translation>Se combat avec des dés {colour}&#xa0;: un cube sur un étendard par tranche de {divisor} points du lot, et 1 point d&apos;influence par cube. Étendards&#xa0;: {banners}&#xa0;; dès qu&apos;ils sont tous couverts, l&apos;évènement est contré&#xa0;: le plus de cubes {first} PV, le deuxième {second} PV (les ex æquo partagent&#xa0;; le premier à s&apos;être placé gagne la carte).</translation>
    </message>
    <message>
        <source>Banners</source>
        <translation>Étendards</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Deck called</source>
        <translation>Pioche appelée</translation>
    </message>
    <message>
        <source>Occupied by {name}.</source>
        <translation>Occupée par {name}.</translation>
    </message>
    <message>
        <source>Empty.</source>
        <translation>Libre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Palace, space {number}&lt;/b&gt;: reached with a red die showing {number}.</source>
        <translation>&lt;b&gt;Palais, case {number}&lt;/b&gt;&#xa0;: atteinte avec un dé rouge qui montre {number}.</translation>
    </message>
    <message>
        <source>A newcomer on an occupied space expels the citizen there (laid on the Palace).</source>
        <translation>Un nouveau venu sur une case occupée en expulse l&apos;habitant (couché sur le Palais).</translation>
    </message>
    <message>
        <source>&lt;b&gt;{building}, row {low}/{high}, first space&lt;/b&gt;: reached with a {colour} die showing {low} or {high}.</source>
        <translation>&lt;b&gt;{building}, ligne {low}/{high}, première case&lt;/b&gt;&#xa0;: atteinte avec un dé {colour} qui montre {low} ou {high}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{building}, row {low}/{high}, second space&lt;/b&gt;: reached with a {colour} die showing {low} or {high}.</source>
        <translation>&lt;b&gt;{building}, ligne {low}/{high}, deuxième case&lt;/b&gt;&#xa0;: atteinte avec un dé {colour} qui montre {low} ou {high}.</translation>
    </message>
    <message>
        <source>A newcomer takes the first space and pushes the row to the right; whoever falls off the end is expelled (laid on the building).</source>
        <translation>Un nouveau venu prend la première case et pousse la ligne vers la droite&#xa0;; celui qui tombe au bout est expulsé (couché sur le bâtiment).</translation>
    </message>
    <message>
        <source>Salary: {count} denier per citizen each round.</source>
        <translation>Salaire&#xa0;: {count} denier par habitant à chaque tour.</translation>
    </message>
    <message>
        <source>Salary: {count} deniers per citizen each round.</source>
        <translation>Salaire&#xa0;: {count} deniers par habitant à chaque tour.</translation>
    </message>
    <message>
        <source>No salary.</source>
        <translation>Pas de salaire.</translation>
    </message>
    <message>
        <source>Each citizen here gives its owner one {colour} die each round.</source>
        <translation>Chaque habitant ici donne à son propriétaire un dé {colour} à chaque tour.</translation>
    </message>
    <message>
        <source>Lying on the illustration (expelled this round, back to their owners&apos; supply at the end of the round; nobody can expel these colours from this building again this round): {names}</source>
        <translation>Couchés sur l&apos;illustration (expulsés ce tour-ci, ils retournent dans la réserve de leur propriétaire à la fin du tour&#xa0;; personne ne peut plus expulser ces couleurs de ce bâtiment ce tour-ci)&#xa0;: {names}</translation>
    </message>
    <message>
        <source>Nobody has been expelled.</source>
        <translation>Personne n&apos;a été expulsé.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{building}&lt;/b&gt; ({dice} dice).&lt;br&gt;Place a citizen with exactly one {die} die; its value shows the space.</source>
        <translation>&lt;b&gt;{building}&lt;/b&gt; (dés {dice}).&lt;br&gt;Placez un habitant avec un seul dé {die}&#xa0;; sa valeur désigne la case.</translation>
    </message>
    <message>
        <source>Right-click: reroll (1 influence) or turn over (4 influence).</source>
        <translation>Clic droit&#xa0;: relancer (1 point d&apos;influence) ou retourner (4 points d&apos;influence).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Purple die showing {value}&lt;/b&gt; (glyph: crown), the head of {owner}&apos;s family.&lt;br&gt;When it is used, its owner chooses its colour: red, white or yellow (the group&apos;s target names it); it counts double against a black die. Nobody else can buy, exchange or take it.</source>
        <translation>&lt;b&gt;Dé violet qui montre {value}&lt;/b&gt; (symbole&#xa0;: couronne)&#xa0;: le chef de famille, qui appartient à {owner}.&lt;br&gt;Quand il sert, son propriétaire choisit sa couleur&#xa0;: rouge, blanc ou jaune (la cible du lot la désigne)&#xa0;; il compte double contre un dé noir. Personne d&apos;autre ne peut l&apos;acheter, l&apos;échanger ni le prendre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{colour} die showing {value}&lt;/b&gt; (glyph: {glyph}) in le Roy&apos;s district.</source>
        <translation>&lt;b&gt;Dé {colour} qui montre {value}&lt;/b&gt; (symbole&#xa0;: {glyph}) dans le quartier du Roy.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{colour} die showing {value}&lt;/b&gt; (glyph: {glyph}) in the neutral (gray) district.</source>
        <translation>&lt;b&gt;Dé {colour} qui montre {value}&lt;/b&gt; (symbole&#xa0;: {glyph}) dans le quartier gris (neutre).</translation>
    </message>
    <message>
        <source>&lt;b&gt;{colour} die showing {value}&lt;/b&gt; (glyph: {glyph}) in {owner}&apos;s district.</source>
        <translation>&lt;b&gt;Dé {colour} qui montre {value}&lt;/b&gt; (symbole&#xa0;: {glyph}) dans le quartier appartenant à {owner}.</translation>
    </message>
    <message>
        <source>A red die places a citizen in the Palace, activates red cards and fights red events.</source>
        <translation>Un dé rouge place un habitant au Palais, active les cartes rouges et combat les évènements rouges.</translation>
    </message>
    <message>
        <source>A white die places a citizen in the Bishopric, activates white cards and fights white events.</source>
        <translation>Un dé blanc place un habitant à l&apos;Évêché, active les cartes blanches et combat les évènements blancs.</translation>
    </message>
    <message>
        <source>A yellow die places a citizen in the City Hall, activates yellow cards and fights yellow events.</source>
        <translation>Un dé jaune place un habitant à l&apos;Hôtel de ville, active les cartes jaunes et combat les évènements jaunes.</translation>
    </message>
    <message>
        <source>Buying it costs 2 deniers each in a group of 1, 4 each in a group of 2, 6 each in a group of 3.</source>
        <translation>L&apos;acheter coûte 2 deniers dans un lot de 1 dé, 4 deniers par dé dans un lot de 2, 6 deniers par dé dans un lot de 3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cathedral&lt;/b&gt;: three levels of six spaces. Place one cube per white die of the group on the lowest free space of the column matching the die&apos;s value (no stored cube can change it). Spaces 1-3 give 1 influence, 4-6 give 2; each cube is worth 1 VP. At the end of rounds 2, 4 and 6, a player with no cube on the level reached loses VP (see the rulebook).</source>
        <translation>&lt;b&gt;Cathédrale&lt;/b&gt;&#xa0;: trois niveaux de six cases. Placez un cube par dé blanc du lot sur la case libre la plus basse de la colonne qui correspond à la valeur du dé (aucun cube en réserve ne peut la changer). Les cases 1 à 3 rapportent 1 point d&apos;influence, les cases 4 à 6 en rapportent 2&#xa0;; chaque cube vaut 1 PV. À la fin des tours 2, 4 et 6, un joueur sans cube sur le niveau atteint perd des PV (voir la règle).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Agriculture&lt;/b&gt;: a group of 1 to 3 yellow dice; gain deniers equal to the group&apos;s value ÷ 2 (rounded down). No tradesman needed.</source>
        <translation>&lt;b&gt;Agriculture&lt;/b&gt;&#xa0;: un lot de 1 à 3 dés jaunes&#xa0;; recevez autant de deniers que la valeur du lot ÷ 2 (arrondi à l&apos;inférieur). Pas besoin d&apos;homme de métier.</translation>
    </message>
    <message>
        <source>{name}: {value}</source>
        <translation>{name}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Influence track&lt;/b&gt; (0-20). Spend 1 to reroll one of your dice, 2 to hire a citizen, 4 to turn over up to 3 of your dice; cathedral cubes and event cubes bring influence.</source>
        <translation>&lt;b&gt;Échelle d&apos;influence&lt;/b&gt; (0 à 20). Dépensez 1 point pour relancer l&apos;un de vos dés, 2 pour recruter un habitant, 4 pour retourner jusqu&apos;à 3 de vos dés&#xa0;; les cubes posés à la Cathédrale et sur les évènements rapportent de l&apos;influence.</translation>
    </message>
    <message>
        <source>&lt;b&gt;City square: le Roy&apos;s district&lt;/b&gt;. Dice here: {count}.</source>
        <translation>&lt;b&gt;Place de la ville&#xa0;: quartier du Roy&lt;/b&gt;. Dés ici&#xa0;: {count}.</translation>
    </message>
    <message>
        <source>Dice bought here are paid to the bank.</source>
        <translation>Les dés achetés ici sont payés à la banque.</translation>
    </message>
    <message>
        <source>&lt;b&gt;City square: the neutral (gray) district&lt;/b&gt;. Dice here: {count}.</source>
        <translation>&lt;b&gt;Place de la ville&#xa0;: quartier gris (neutre)&lt;/b&gt;. Dés ici&#xa0;: {count}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;City square: {owner}&apos;s district&lt;/b&gt;. Dice here: {count}.</source>
        <translation>&lt;b&gt;Place de la ville&#xa0;: quartier appartenant à {owner}&lt;/b&gt;. Dés ici&#xa0;: {count}.</translation>
    </message>
    <message>
        <source>Dice bought here are paid to {owner}.</source>
        <translation>Les dés achetés ici sont payés à {owner}.</translation>
    </message>
    <message>
        <source>Deniers placed here after passing: {count}.</source>
        <translation>Deniers posés ici après avoir passé&#xa0;: {count}.</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutre</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ramparts&lt;/b&gt; (action 7): 20 spaces clockwise from the top gate (space 0), where every guard starts. Use a single die of any colour (bought dice cost as usual; no stored cube changes it); pay deniers to the bank to raise it, 1 per point, up to 6. Each point: advance your guard one space, or put one cube on an outdoor activity you have access to (at most one cube per activity in an action). Points may be left unused.&lt;br&gt;Reaching or passing a gate (spaces 5, 10, 15) opens the outdoor activity outside it for the rest of the game; the guard stops at the top gate (space 20), on the level IV activity, and can no longer move, but action 7 can still put cubes on the outdoor activities.&lt;br&gt;Drop a single die here.</source>
        <translation>&lt;b&gt;Remparts&lt;/b&gt; (action 7)&#xa0;: 20 cases dans le sens horaire depuis la porte du sommet (case 0), d&apos;où partent tous les gardes. Utilisez un seul dé de n&apos;importe quelle couleur (un dé acheté se paie comme d&apos;habitude&#xa0;; aucun cube en réserve ne le modifie)&#xa0;; payez des deniers à la banque pour l&apos;augmenter, 1 par point, jusqu&apos;à 6. Chaque point&#xa0;: avancez votre garde d&apos;une case, ou placez un cube sur une activité extérieure à laquelle vous avez accès (au plus un cube par activité et par action). Des points peuvent rester inutilisés.&lt;br&gt;Atteindre ou franchir une porte (cases 5, 10, 15) ouvre l&apos;activité extérieure qui se trouve devant elle pour le reste de la partie&#xa0;; le garde s&apos;arrête à la porte du sommet (case 20), sur l&apos;activité de niveau IV, et ne peut plus avancer, mais l&apos;action 7 peut toujours placer des cubes sur les activités extérieures.&lt;br&gt;Déposez un seul dé ici.</translation>
    </message>
    <message>
        <source>Outside the top gate (space 20): open to a player whose guard has reached it.</source>
        <translation>Devant la porte du sommet (case 20)&#xa0;: ouverte au joueur dont le garde l&apos;a atteinte.</translation>
    </message>
    <message>
        <source>Outside the gate at space {space}: open to a player whose guard has reached it.</source>
        <translation>Devant la porte de la case {space}&#xa0;: ouverte au joueur dont le garde l&apos;a atteinte.</translation>
    </message>
    <message>
        <source>A cube here is used like a stored cube (discarded back to its owner), also during other players&apos; turns and in the events phase; each use asks its owner unless they set a standing answer (always / never, in their player panel).</source>
        <translation>Un cube ici s&apos;utilise comme un cube en réserve (défaussé, il revient à son propriétaire), y compris quand d&apos;autres joueurs jouent et pendant la phase des évènements&#xa0;; chaque utilisation est demandée à son propriétaire, sauf s&apos;il a choisi une réponse permanente (toujours / jamais, dans son panneau de joueur).</translation>
    </message>
    <message>
        <source>Cubes: {list}.</source>
        <translation>Cubes&#xa0;: {list}.</translation>
    </message>
    <message>
        <source>Cubes: none yet.</source>
        <translation>Cubes&#xa0;: aucun pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Access: {list}.</source>
        <translation>Accès&#xa0;: {list}.</translation>
    </message>
    <message>
        <source>Access: nobody yet.</source>
        <translation>Accès&#xa0;: personne pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Outdoor activity, level {level}: {title}</source>
        <translation>Activité extérieure, niveau {level}&#xa0;: {title}</translation>
    </message>
    <message>
        <source>Tile faces and their pairing are reconstructed (RULINGS L3).</source>
        <translation>Les faces des tuiles et leur appariement sont reconstitués (RULINGS L3).</translation>
    </message>
    <message>
        <source>&lt;b&gt;The 4th floor&lt;/b&gt; (Master Builder): each Master Builder activation places a cube on the cathedral; once a column&apos;s three levels are full its cube goes on the 4th floor (1 VP and the column&apos;s influence). At the end of the game every player without a cube on the 4th floor loses 2 VP. Interrupted Work removes 4th-floor cubes first.</source>
        <translation>&lt;b&gt;Le 4e étage&lt;/b&gt; (Maître d&apos;œuvre)&#xa0;: chaque activation du Maître d&apos;œuvre place un cube à la Cathédrale&#xa0;; quand les trois niveaux d&apos;une colonne sont pleins, son cube va au 4e étage (1 PV et l&apos;influence de la colonne). En fin de partie, chaque joueur sans cube au 4e étage perd 2 PV. Perturbation des travaux retire d&apos;abord les cubes du 4e étage.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Possessed citizens&lt;/b&gt; lie on this card: each cube a player puts on it frees one citizen of their choice (back to the owner&apos;s supply); the rest go home when the card is countered.</source>
        <translation>&lt;b&gt;Des habitants possédés&lt;/b&gt; sont couchés sur cette carte&#xa0;: chaque cube qu&apos;un joueur y place libère un habitant de son choix (qui retourne dans la réserve de son propriétaire)&#xa0;; les autres rentrent chez eux quand la carte est contrée.</translation>
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
