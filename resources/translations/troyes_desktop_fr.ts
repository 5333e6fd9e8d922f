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
        <name>Colour</name>
        <message>
            <source>red</source>
            <comment>a die</comment>
            <extracomment>Bishopric and City Hall: die values {1,6}, {2,5}, {3,4} designate the same row (RULINGS B1). Price of each die bought from another district, by size of the group (rulebook, Phase 4). 2-player neutral citizens placed before the players' placement (RULINGS B2): Palace spaces 3 and 4; first space of rows {2,5} and {3,4} of the Bishopric and City Hall.</extracomment>
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
        <name>DiceChronicle</name>
        <message>
            <source>Everyone</source>
            <extracomment>Colour id -&gt; citizen id (English ids, not shown: :mod:`words` gives the words).</extracomment>
            <translation>Tout le monde</translation>
        </message>
        <message>
            <source>{first} or {second}</source>
            <translation>{first} ou {second}</translation>
        </message>
        <message>
            <source>{first}, {second}</source>
            <translation>{first}, {second}</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} et {second}</translation>
        </message>
        <message>
            <source>{building} columns {a} and {b}</source>
            <translation>{building}, colonnes {a} et {b}</translation>
        </message>
        <message>
            <source>{building} between the columns of the {a} and the {b}</source>
            <translation>{building} entre les colonnes du {a} et du {b}</translation>
        </message>
        <message>
            <source>{player} draws {building} in column {column} (track bonus).</source>
            <translation>{player} dessine {building} dans la colonne {column} (bonus de piste).</translation>
        </message>
        <message>
            <source>{player} draws {building} in column {column} (column bonus).</source>
            <translation>{player} dessine {building} dans la colonne {column} (bonus de colonne).</translation>
        </message>
        <message>
            <source>{player} draws {building} in column {column}.</source>
            <translation>{player} dessine {building} dans la colonne {column}.</translation>
        </message>
        <message>
            <source>{player} draws {building} in the column of the {value} (track bonus).</source>
            <translation>{player} dessine {building} dans la colonne du {value} (bonus de piste).</translation>
        </message>
        <message>
            <source>{player} draws {building} in the column of the {value} (column bonus).</source>
            <translation>{player} dessine {building} dans la colonne du {value} (bonus de colonne).</translation>
        </message>
        <message>
            <source>{player} draws {building} in the column of the {value}.</source>
            <translation>{player} dessine {building} dans la colonne du {value}.</translation>
        </message>
        <message>
            <source>Number {number} is written beside {character}.</source>
            <translation>Le nombre {number} est inscrit près du personnage {character}.</translation>
        </message>
        <message numerus="yes">
            <source>%n die(s) counted.</source>
            <translation>
                <numerusform>%n dé compté.</numerusform>
                <numerusform>%n dés comptés.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A game of Troyes Dice for %n player(s) with Banquets and Raids.</source>
            <translation>
                <numerusform>Une partie de Troyes Dice à %n joueur, avec Banquets et Raids.</numerusform>
                <numerusform>Une partie de Troyes Dice à %n joueurs, avec Banquets et Raids.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A game of Troyes Dice for %n player(s).</source>
            <translation>
                <numerusform>Une partie de Troyes Dice à %n joueur.</numerusform>
                <numerusform>Une partie de Troyes Dice à %n joueurs.</numerusform>
            </translation>
        </message>
        <message>
            <source>The town crier rolls a {value} for the leftmost column.</source>
            <translation>Le crieur public obtient un {value} pour la colonne de gauche.</translation>
        </message>
        <message>
            <source>The columns are numbered {values}.</source>
            <translation>Les colonnes sont numérotées {values}.</translation>
        </message>
        <message>
            <source>{colour} {value}</source>
            <comment>a die on the wheel</comment>
            <translation>{value} {colour}</translation>
        </message>
        <message>
            <source>Dice: {dice}.</source>
            <translation>Dés : {dice}.</translation>
        </message>
        <message>
            <source>The Shelter Banquet tames the black die: it can be used this half day.</source>
            <translation>Le Banquet Refuge apprivoise le dé noir : il peut être utilisé pendant cette demi-journée.</translation>
        </message>
        <message>
            <source>A Raid destroys the {colour} plaza (value {value}).</source>
            <translation>Un Raid détruit la place {colour} (valeur {value}).</translation>
        </message>
        <message>
            <source>The black die destroys the {colour} plaza (value {value}).</source>
            <translation>Le dé noir détruit la place {colour} (valeur {value}).</translation>
        </message>
        <message>
            <source>{player}'s Fortress protects {die}: it is not crossed out.</source>
            <translation>{player} : sa Forteresse protège {die}, qui n’est pas rayé.</translation>
        </message>
        <message>
            <source>{player}'s {colour} {value} is already crossed out: nothing more is lost.</source>
            <translation>{player} : le {value} {colour} est déjà rayé, rien de plus n’est perdu.</translation>
        </message>
        <message>
            <source>{player} crosses out {die} and {buildings} in its column.</source>
            <translation>{player} raye {die} et, dans sa colonne, {buildings}.</translation>
        </message>
        <message>
            <source>{player} crosses out {die}.</source>
            <translation>{player} raye {die}.</translation>
        </message>
        <message numerus="yes">
            <source>%n link bonus(es) lost: {links}.</source>
            <translation>
                <numerusform>%n bonus de liaison perdu : {links}.</numerusform>
                <numerusform>%n bonus de liaison perdus : {links}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} takes {die} (free).</source>
            <translation>{player} prend {die} (gratuit).</translation>
        </message>
        <message>
            <source>{player} takes {die} (pays {cost}).</source>
            <translation>{player} prend {die} (paie {cost}).</translation>
        </message>
        <message numerus="yes">
            <source>{player} spends %n knowledge: the {old} die becomes {new}.</source>
            <translation>
                <numerusform>{player} dépense %n savoir : le dé {old} devient {new}.</numerusform>
                <numerusform>{player} dépense %n savoir : le dé {old} devient {new}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} spends %n influence: the {old} becomes a {new}.</source>
            <translation>
                <numerusform>{player} dépense %n influence : le {old} devient un {new}.</numerusform>
                <numerusform>{player} dépense %n influence : le {old} devient un {new}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} uses {die} to gain influence.</source>
            <translation>{player} utilise {die} pour gagner de l’influence.</translation>
        </message>
        <message>
            <source>{player} uses {die} to gain deniers.</source>
            <translation>{player} utilise {die} pour gagner des deniers.</translation>
        </message>
        <message>
            <source>{player} uses {die} to gain knowledge.</source>
            <translation>{player} utilise {die} pour gagner du savoir.</translation>
        </message>
        <message>
            <source>{player} uses {die} to construct a prestige building.</source>
            <translation>{player} utilise {die} pour construire un bâtiment de prestige.</translation>
        </message>
        <message>
            <source>{player} uses {die} to construct a work building.</source>
            <translation>{player} utilise {die} pour construire un bâtiment de travail.</translation>
        </message>
        <message>
            <source>{player} cannot afford any die and gains 1 influence, 1 denier and 1 knowledge.</source>
            <translation>{player} ne peut payer aucun dé et gagne 1 influence, 1 denier et 1 savoir.</translation>
        </message>
        <message numerus="yes">
            <source>{player} circles {amount} (%n lost: the track is full).</source>
            <translation>
                <numerusform>{player} entoure {amount} (%n en trop : la piste est pleine).</numerusform>
                <numerusform>{player} entoure {amount} (%n en trop : la piste est pleine).</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} circles {amount}.</source>
            <translation>{player} entoure {amount}.</translation>
        </message>
        <message>
            <source>{player} circles {citizen} ({count} on that track).</source>
            <translation>{player} entoure {citizen} ({count} sur cette piste).</translation>
        </message>
        <message>
            <source>{player}'s citizen goes to the track of the {citizens} (its own track is full).</source>
            <translation>{player} : l’habitant va sur la piste des {citizens} (sa propre piste est pleine).</translation>
        </message>
        <message>
            <source>{player} loses {citizen}: every track is full.</source>
            <translation>{player} perd {citizen} : toutes les pistes sont pleines.</translation>
        </message>
        <message>
            <source>{player}'s 15th {citizen}: construct {offers}.</source>
            <translation>{player} entoure son 15e {citizen} : construire {offers}.</translation>
        </message>
        <message>
            <source>{player}'s 15th {citizen}: construct {offers} (none can be built: the bonus is lost).</source>
            <translation>{player} entoure son 15e {citizen} : construire {offers} (aucun ne peut être construit : le bonus est perdu).</translation>
        </message>
        <message>
            <source>{player}'s 20th {citizen}: {citizens} more.</source>
            <translation>{player} entoure son 20e {citizen} : {citizens} de plus.</translation>
        </message>
        <message>
            <source>{player} completes citizen column {column}: a work building of their choice.</source>
            <translation>{player} complète la colonne d’habitants {column} : un bâtiment de travail au choix.</translation>
        </message>
        <message>
            <source>{player} completes citizen column {column}: a work building of their choice (none can be built: the bonus is lost).</source>
            <translation>{player} complète la colonne d’habitants {column} : un bâtiment de travail au choix (aucun ne peut être construit : le bonus est perdu).</translation>
        </message>
        <message>
            <source>{player} completes citizen column {column}: 1 of each resource.</source>
            <translation>{player} complète la colonne d’habitants {column} : 1 de chaque ressource.</translation>
        </message>
        <message>
            <source>building</source>
            <translation>bâtiment</translation>
        </message>
        <message>
            <source>{player} gains the link bonus between columns {a} and {b} ({building}).</source>
            <translation>{player} gagne le bonus de liaison entre les colonnes {a} et {b} ({building}).</translation>
        </message>
        <message>
            <source>{player} gains the link bonus between the columns of the {a} and the {b} ({building}).</source>
            <translation>{player} gagne le bonus de liaison entre les colonnes du {a} et du {b} ({building}).</translation>
        </message>
        <message>
            <source>{player} enjoys the {tile} Banquet beside the plaza: a bonus with {building}.</source>
            <translation>{player} profite du Banquet {tile} près de la place : un bonus avec {building}.</translation>
        </message>
        <message>
            <source>the building</source>
            <translation>le bâtiment</translation>
        </message>
        <message>
            <source>The {tile} tile beside the {colour} plaza turns to its Raid side.</source>
            <translation>La tuile {tile} près de la place {colour} passe sur sa face Raid.</translation>
        </message>
        <message>
            <source>End of day {day}.</source>
            <translation>Fin du jour {day}.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>{player} circles {citizens}.</source>
            <translation>{player} entoure {citizens}.</translation>
        </message>
        <message>
            <source>Day {day} — morning</source>
            <translation>Jour {day} — matin</translation>
        </message>
        <message>
            <source>Day {day} — afternoon</source>
            <translation>Jour {day} — après-midi</translation>
        </message>
    </context>
    <context>
        <name>DiceComputers</name>
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
        <message>
            <source>{player}'s computer player could not decide, so it made the first possible move.</source>
            <translation>{player} (ordinateur) n’a pas pu décider et a joué le premier coup possible.</translation>
        </message>
    </context>
    <context>
        <name>DiceDialogs</name>
        <message>
            <source>Person</source>
            <extracomment>The choices of a seat in the new-game dialog: (engine seat kind, label).</extracomment>
            <translation>Personne</translation>
        </message>
        <message>
            <source>Computer: Easy</source>
            <translation>Ordinateur : Facile</translation>
        </message>
        <message>
            <source>Computer: Normal</source>
            <translation>Ordinateur : Normal</translation>
        </message>
        <message>
            <source>Computer: Hard</source>
            <translation>Ordinateur : Difficile</translation>
        </message>
        <message>
            <source>First game: 1 to 6 from left to right</source>
            <translation>Première partie : de 1 à 6 de gauche à droite</translation>
        </message>
        <message>
            <source>Rolled: a die gives the leftmost number, the town crier picks the direction</source>
            <translation>Au dé : un dé donne le nombre de gauche, le crieur public choisit le sens</translation>
        </message>
        <message>
            <source>Expert: the town crier places every number</source>
            <translation>Expert : le crieur public place chaque nombre</translation>
        </message>
        <message>
            <source>six columns need six numbers</source>
            <translation>six colonnes demandent six nombres</translation>
        </message>
        <message>
            <source>{reason}: each value from 1 to 6 is used exactly once</source>
            <translation>{reason} : chaque valeur de 1 à 6 sert une seule fois</translation>
        </message>
        <message>
            <source>each value from 1 to 6 is used exactly once</source>
            <translation>chaque valeur de 1 à 6 sert une seule fois</translation>
        </message>
        <message>
            <source>New game of Troyes Dice</source>
            <translation>Nouvelle partie de Troyes Dice</translation>
        </message>
        <message>
            <source>A new game of Troyes Dice</source>
            <translation>Une nouvelle partie de Troyes Dice</translation>
        </message>
        <message>
            <source>1 to 10 players at this computer, people or computer players: each makes the half day’s choice on their own sheet.</source>
            <translation>De 1 à 10 joueurs sur cet ordinateur, personnes ou ordinateurs : chacun fait le choix de la demi-journée sur sa propre feuille.</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Nombre de joueurs</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>A person plays this sheet, or a computer player of that level</source>
            <translation>Une personne joue cette feuille, ou un ordinateur de ce niveau</translation>
        </message>
        <message>
            <source>Numbering of the columns</source>
            <translation>Numérotation des colonnes</translation>
        </message>
        <message>
            <source>Columns, left to right:</source>
            <translation>Colonnes, de gauche à droite :</translation>
        </message>
        <message>
            <source>Shuffle</source>
            <translation>Mélanger</translation>
        </message>
        <message>
            <source>Banquets and Raids: 3 tiles beside the single-colour plazas, good until the black die strikes them</source>
            <translation>Banquets et Raids : 3 tuiles près des places unicolores, favorables jusqu’à ce que le dé noir les frappe</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Commencer la partie</translation>
        </message>
        <message>
            <source>Not a valid numbering: {reason}.</source>
            <translation>Numérotation impossible : {reason}.</translation>
        </message>
        <message>
            <source>Troyes Dice — final scoring</source>
            <translation>Troyes Dice — décompte final</translation>
        </message>
        <message>
            <source>{player} ends the game with {score} VP</source>
            <translation>{player} termine la partie avec {score} PV</translation>
        </message>
        <message>
            <source>Shared victory: {players} with {score} VP</source>
            <translation>Victoire partagée : {players} avec {score} PV</translation>
        </message>
        <message>
            <source>Victory: {player} with {score} VP</source>
            <translation>Victoire : {player} avec {score} PV</translation>
        </message>
        <message>
            <source>Unspent influence (1 VP a pair)</source>
            <translation>Influence non dépensée (1 PV par paire)</translation>
        </message>
        <message>
            <source>Unspent deniers (1 VP a pair)</source>
            <translation>Deniers non dépensés (1 PV par paire)</translation>
        </message>
        <message>
            <source>Unspent knowledge (1 VP a pair)</source>
            <translation>Savoir non dépensé (1 PV par paire)</translation>
        </message>
        <message>
            <source>Cathedrals and resources</source>
            <translation>Cathédrales et ressources</translation>
        </message>
        <message>
            <source>Citizens</source>
            <translation>Habitants</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>All achievements…</source>
            <translation>Tous les succès…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>{player} (computer, {level}) {score} VP</source>
            <translation>{player} (ordinateur, {level}) {score} PV</translation>
        </message>
        <message>
            <source>{player}’s best {score} VP</source>
            <translation>{player} : meilleur score {score} PV</translation>
        </message>
        <message>
            <source>Score to beat: {computers} — {people}</source>
            <translation>Score à battre : {computers} — {people}</translation>
        </message>
        <message>
            <source>Score to beat: {computers}</source>
            <translation>Score à battre : {computers}</translation>
        </message>
        <message>
            <source>Achievements of this game</source>
            <translation>Succès de cette partie</translation>
        </message>
        <message>
            <source>(new!)</source>
            <translation>(nouveau !)</translation>
        </message>
        <message>
            <source>none this time</source>
            <translation>aucun cette fois</translation>
        </message>
        <message>
            <source>computer players earn no achievements</source>
            <translation>les ordinateurs ne gagnent pas de succès</translation>
        </message>
        <message>
            <source>&lt;b&gt;{player}&lt;/b&gt;: {achievements}</source>
            <translation>&lt;b&gt;{player}&lt;/b&gt; : {achievements}</translation>
        </message>
        <message>
            <source>Troyes Dice achievements</source>
            <translation>Succès de Troyes Dice</translation>
        </message>
        <message>
            <source>Achievements</source>
            <translation>Succès</translation>
        </message>
        <message>
            <source>Kept for every player name across games (the rulebook’s box of initials).</source>
            <translation>Conservés pour chaque nom de joueur d’une partie à l’autre (la case des initiales de la règle).</translation>
        </message>
        <message>
            <source>Achievement</source>
            <translation>Succès</translation>
        </message>
        <message>
            <source>Earned by</source>
            <translation>Obtenu par</translation>
        </message>
        <message>
            <source>{player}: {count} of {needed}</source>
            <translation>{player} : {count} sur {needed}</translation>
        </message>
        <message>
            <source>on the way: {progress}</source>
            <translation>en cours : {progress}</translation>
        </message>
        <message>
            <source>not yet</source>
            <translation>pas encore</translation>
        </message>
    </context>
    <context>
        <name>DiceModel</name>
        <message>
            <source>Undo is not possible while a computer player is choosing.</source>
            <translation>Impossible d’annuler le coup pendant qu’un ordinateur choisit.</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>the town crier</source>
            <translation>le crieur public</translation>
        </message>
    </context>
    <context>
        <name>DicePage</name>
        <message>
            <source>Troyes Dice: {players}</source>
            <translation>Troyes Dice : {players}</translation>
        </message>
        <message>
            <source>{score} VP  · {level}</source>
            <translation>{score} PV  · {level}</translation>
        </message>
        <message>
            <source>{player}: a computer player ({level})</source>
            <translation>{player} : un ordinateur ({level})</translation>
        </message>
        <message>
            <source>{score} VP  choosing…</source>
            <translation>{score} PV  choisit…</translation>
        </message>
        <message>
            <source>{score} VP</source>
            <translation>{score} PV</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler le coup</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Conseil</translation>
        </message>
        <message>
            <source>What the Hard computer player would do with this half day, and why</source>
            <translation>Ce que l’ordinateur Difficile ferait de cette demi-journée, et pourquoi</translation>
        </message>
        <message>
            <source>Achievements</source>
            <translation>Succès</translation>
        </message>
        <message>
            <source>Start screen</source>
            <translation>Écran d’accueil</translation>
        </message>
        <message>
            <source>Not possible: {reason}.</source>
            <translation>Impossible : {reason}.</translation>
        </message>
        <message>
            <source>Not possible: {reason}</source>
            <translation>Impossible : {reason}</translation>
        </message>
        <message>
            <source>No die to pick now.</source>
            <translation>Aucun dé à choisir maintenant.</translation>
        </message>
        <message>
            <source>Target {number} of {count}: {target} — Enter uses it.</source>
            <translation>Cible {number} sur {count} : {target} — Entrée l’utilise.</translation>
        </message>
        <message>
            <source>The die is back on the wheel.</source>
            <translation>Le dé est de retour sur la roue.</translation>
        </message>
        <message>
            <source>unknown reason</source>
            <translation>raison inconnue</translation>
        </message>
        <message>
            <source>The achievements could not be saved ({reason}).</source>
            <translation>Les succès n’ont pas pu être enregistrés ({reason}).</translation>
        </message>
        <message>
            <source>{player} ends with {score} VP.</source>
            <translation>{player} termine avec {score} PV.</translation>
        </message>
        <message>
            <source>Game over — {summary}</source>
            <translation>Partie terminée — {summary}</translation>
        </message>
        <message>
            <source>Game over — {winners} wins with {score} VP</source>
            <translation>Partie terminée — {winners} gagne avec {score} PV</translation>
        </message>
        <message>
            <source>Game over — {winners} win with {score} VP</source>
            <translation>Partie terminée — {winners} gagnent avec {score} PV</translation>
        </message>
        <message>
            <source>the town crier numbers the columns</source>
            <translation>le crieur public numérote les colonnes</translation>
        </message>
        <message>
            <source>{player} (computer, {level}) is choosing…</source>
            <translation>{player} (ordinateur, {level}) choisit…</translation>
        </message>
        <message>
            <source>{player}’s choice</source>
            <translation>à {player} de choisir</translation>
        </message>
        <message>
            <source>Day {day} of 8 — morning  ·  {who}</source>
            <translation>Jour {day} sur 8 — matin  ·  {who}</translation>
        </message>
        <message>
            <source>Day {day} of 8 — afternoon  ·  {who}</source>
            <translation>Jour {day} sur 8 — après-midi  ·  {who}</translation>
        </message>
        <message>
            <source>  ·  player {number} of {count}</source>
            <translation>  ·  joueur {number} sur {count}</translation>
        </message>
        <message>
            <source>You are looking at {viewed}'s sheet: it is {player}'s choice (click their sheet above to go back).</source>
            <translation>Vous regardez la feuille qui appartient à {viewed} : c’est à {player} de choisir (cliquez sur sa feuille ci-dessus pour y revenir).</translation>
        </message>
        <message>
            <source>Take back your last step</source>
            <translation>Reprendre votre dernière étape</translation>
        </message>
        <message>
            <source>Undo unavailable: {reason}</source>
            <translation>Annulation impossible : {reason}</translation>
        </message>
        <message>
            <source>this is {viewed}'s sheet; it is {player}'s choice</source>
            <translation>cette feuille appartient à {viewed} ; c’est à {player} de choisir</translation>
        </message>
        <message>
            <source>{player} (computer, {level}): {reason}.</source>
            <translation>{player} (ordinateur, {level}) : {reason}.</translation>
        </message>
        <message>
            <source>Hint: thinking about your half day…</source>
            <translation>Conseil : réflexion sur votre demi-journée…</translation>
        </message>
        <message>
            <source>Hint: no advice this time.</source>
            <translation>Conseil : pas de conseil cette fois.</translation>
        </message>
        <message>
            <source>Hint: {reason}. — Enter plays it.</source>
            <translation>Conseil : {reason}. — Entrée le joue.</translation>
        </message>
        <message>
            <source>Hint: {reason}.</source>
            <translation>Conseil : {reason}.</translation>
        </message>
        <message>
            <source>Hint for {player}: {reason}.</source>
            <translation>Conseil pour {player} : {reason}.</translation>
        </message>
        <message>
            <source>Step taken back.</source>
            <translation>Étape reprise.</translation>
        </message>
        <message>
            <source>Step played again.</source>
            <translation>Étape rejouée.</translation>
        </message>
        <message>
            <source>{achievement} ({progress} games)</source>
            <translation>{achievement} ({progress} parties)</translation>
        </message>
        <message numerus="yes">
            <source>%n achievement(s) reached: {titles}</source>
            <translation>
                <numerusform>%n succès obtenu : {titles}</numerusform>
                <numerusform>%n succès obtenus : {titles}</numerusform>
            </translation>
        </message>
        <message>
            <source>no achievement reached</source>
            <translation>aucun succès obtenu</translation>
        </message>
        <message>
            <source>your first recorded solo score</source>
            <translation>votre premier score solo enregistré</translation>
        </message>
        <message>
            <source>a new best score (the best so far was {best} VP)</source>
            <translation>un nouveau meilleur score (le meilleur jusqu’ici était de {best} PV)</translation>
        </message>
        <message>
            <source>best score so far: {best} VP</source>
            <translation>meilleur score jusqu’ici : {best} PV</translation>
        </message>
    </context>
    <context>
        <name>DicePanel</name>
        <message>
            <source>you have already taken a die this half day (undo to choose another)</source>
            <translation>vous avez déjà pris un dé pendant cette demi-journée (annulez le coup pour en choisir un autre)</translation>
        </message>
        <message>
            <source>it is not the moment to choose a die</source>
            <translation>ce n’est pas le moment de choisir un dé</translation>
        </message>
        <message>
            <source>that die cannot be chosen</source>
            <translation>ce dé ne peut pas être choisi</translation>
        </message>
        <message>
            <source>choose one of the buildings offered by the bonus (highlighted on your sheet)</source>
            <translation>choisissez l’un des bâtiments offerts par le bonus (en surbrillance sur votre feuille)</translation>
        </message>
        <message>
            <source>pick a die on the wheel first (click it or drag it to your sheet)</source>
            <translation>choisissez d’abord un dé sur la roue (cliquez dessus ou faites-le glisser sur votre feuille)</translation>
        </message>
        <message>
            <source>the columns are not numbered yet</source>
            <translation>les colonnes ne sont pas encore numérotées</translation>
        </message>
        <message>
            <source>pick a die on the wheel first</source>
            <translation>choisissez d’abord un dé sur la roue</translation>
        </message>
        <message>
            <source>Keys: 1–3 or ←/→ pick a die · +/− value · C colour · I/D/K pay with influence, deniers, knowledge · Tab next target on the sheet · Enter use it · Esc put the die back</source>
            <extracomment>The keyboard shortcuts of the dice page (handled by DicePage), shown under the panel.</extracomment>
            <translation>Touches : 1–3 ou ←/→ choisir un dé · +/− valeur · C couleur · I/D/K payer en influence, deniers, savoir · Tab cible suivante sur la feuille · Entrée l’utiliser · Échap reposer le dé</translation>
        </message>
        <message>
            <source>Pay the “1 resource of your choice” with:</source>
            <translation>Payer la « 1 ressource au choix » avec :</translation>
        </message>
        <message>
            <source>Pay the die’s “1 resource of your choice” with {amount}</source>
            <translation>Payer la « 1 ressource au choix » du dé avec {amount}</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Spend influence to lower the die (1 per step)</source>
            <translation>Dépenser de l’influence pour baisser le dé (1 par cran)</translation>
        </message>
        <message>
            <source>Spend influence to raise the die (1 per step; no wrapping past 6)</source>
            <translation>Dépenser de l’influence pour monter le dé (1 par cran, sans repasser de 6 à 1)</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Couleur</translation>
        </message>
        <message>
            <source>Gain</source>
            <translation>Gagner</translation>
        </message>
        <message>
            <source>Prestige</source>
            <translation>Prestige</translation>
        </message>
        <message>
            <source>Work</source>
            <translation>Travail</translation>
        </message>
        <message>
            <source>Put the die back</source>
            <translation>Reposer le dé</translation>
        </message>
        <message>
            <source>Choose another die (nothing has been paid yet)</source>
            <translation>Choisir un autre dé (rien n’a encore été payé)</translation>
        </message>
        <message>
            <source>Not possible: {reason}.</source>
            <translation>Impossible : {reason}.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>{player}: no die you can afford</source>
            <translation>{player} : aucun dé à votre portée</translation>
        </message>
        <message>
            <source>Gain 1 of each resource</source>
            <translation>Gagner 1 de chaque ressource</translation>
        </message>
        <message>
            <source>{player}: choose what pays the die</source>
            <translation>{player} : choisissez ce qui paie le dé</translation>
        </message>
        <message>
            <source>{player}: use the die on your sheet</source>
            <translation>{player} : utilisez le dé sur votre feuille</translation>
        </message>
        <message>
            <source>{player}: pick a die on the wheel</source>
            <translation>{player} : choisissez un dé sur la roue</translation>
        </message>
        <message>
            <source>Click a die (or drag it onto your sheet). Nothing is paid until you use it on a building or a resource track.</source>
            <translation>Cliquez sur un dé (ou faites-le glisser sur votre feuille). Rien n’est payé tant que vous ne l’utilisez pas sur un bâtiment ou une piste de ressource.</translation>
        </message>
        <message>
            <source>{player}: use your die</source>
            <translation>{player} : utilisez votre dé</translation>
        </message>
        <message>
            <source>Town crier: number the columns</source>
            <translation>Crieur public : numérotez les colonnes</translation>
        </message>
        <message>
            <source>The die shows {value} for the leftmost column. Should the numbers increase or decrease to the right?</source>
            <translation>Le dé donne {value} pour la colonne de gauche. Les nombres doivent-ils croître ou décroître vers la droite ?</translation>
        </message>
        <message>
            <source>Increasing: {numbers}</source>
            <translation>Croissant : {numbers}</translation>
        </message>
        <message>
            <source>Decreasing: {numbers}</source>
            <translation>Décroissant : {numbers}</translation>
        </message>
        <message>
            <source>Value of column {number} (from the left):</source>
            <translation>Valeur de la colonne {number} (en partant de la gauche) :</translation>
        </message>
        <message>
            <source>{die} costs {cost}</source>
            <translation>{die} coûte {cost}</translation>
        </message>
        <message>
            <source>No die is free and you cannot pay for any: {dice}. Instead of an action you gain 1 influence, 1 denier and 1 knowledge.</source>
            <translation>Aucun dé n’est gratuit et vous ne pouvez en payer aucun : {dice}. Au lieu d’une action, vous gagnez 1 influence, 1 denier et 1 savoir.</translation>
        </message>
        <message>
            <source>{player}: a citizen for a full track</source>
            <translation>{player} : un habitant pour une piste pleine</translation>
        </message>
        <message>
            <source>That citizen’s own track is full: circle it on another track.</source>
            <translation>La piste de cet habitant est pleine : entourez-le sur une autre piste.</translation>
        </message>
        <message>
            <source>{player}: the Banquet’s extra citizen</source>
            <translation>{player} : l’habitant supplémentaire du Banquet</translation>
        </message>
        <message>
            <source>The Fortress Banquet gives a yellow or a white citizen: which one?</source>
            <translation>Le Banquet Forteresse donne un habitant jaune ou blanc : lequel ?</translation>
        </message>
        <message>
            <source>{player}: a building for your 15th citizen</source>
            <translation>{player} : un bâtiment pour votre 15e habitant</translation>
        </message>
        <message>
            <source>{player}: a building for your column bonus</source>
            <translation>{player} : un bâtiment pour votre bonus de colonne</translation>
        </message>
        <message>
            <source>Choose where to draw the building: click a highlighted cell on your sheet or a button.</source>
            <translation>Choisissez où dessiner le bâtiment : cliquez sur une case en surbrillance de votre feuille ou sur un bouton.</translation>
        </message>
        <message>
            <source>{die} from plaza {rank}: costs {cost} (paid).</source>
            <translation>{die} de la place {rank} : coûte {cost} (payé).</translation>
        </message>
        <message>
            <source>{die} from plaza {rank}: costs {cost}.</source>
            <translation>{die} de la place {rank} : coûte {cost}.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Choose what pays the “1 resource of your choice”&lt;/b&gt; — the die then goes where you dropped it.</source>
            <translation>&lt;b&gt;Choisissez ce qui paie la « 1 ressource au choix »&lt;/b&gt; — le dé ira ensuite là où vous l’avez déposé.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Choose what pays the “1 resource of your choice”&lt;/b&gt;:</source>
            <translation>&lt;b&gt;Choisissez ce qui paie la « 1 ressource au choix »&lt;/b&gt; :</translation>
        </message>
        <message>
            <source>no change</source>
            <translation>sans changement</translation>
        </message>
        <message numerus="yes">
            <source>costs %n influence</source>
            <translation>
                <numerusform>coûte %n influence</numerusform>
                <numerusform>coûte %n influence</numerusform>
            </translation>
        </message>
        <message>
            <source>The die’s colour now</source>
            <translation>La couleur actuelle du dé</translation>
        </message>
        <message>
            <source>{amount} kn</source>
            <comment>knowledge, abbreviated on a small button</comment>
            <translation>{amount} sav.</translation>
        </message>
        <message numerus="yes">
            <source>Spend %n knowledge to make the die {colour}</source>
            <translation>
                <numerusform>Dépenser %n savoir pour rendre le dé {colour}</numerusform>
                <numerusform>Dépenser %n savoir pour rendre le dé {colour}</numerusform>
            </translation>
        </message>
        <message>
            <source>Gain {amount}</source>
            <translation>Gagner {amount}</translation>
        </message>
        <message>
            <source>a die of value 0 matches no column</source>
            <translation>un dé de valeur 0 ne correspond à aucune colonne</translation>
        </message>
        <message>
            <source>Use the die as planned: {use}</source>
            <translation>Utiliser le dé comme prévu : {use}</translation>
        </message>
        <message>
            <source>Use the die as planned: {building} in the column numbered {value}</source>
            <translation>Utiliser le dé comme prévu : {building} dans la colonne numérotée {value}</translation>
        </message>
    </context>
    <context>
        <name>DiceProfiles</name>
        <message>
            <source>Play 3 solo games</source>
            <extracomment>The achievements' wording on the Achievements screen (English; :func:`title` gives the current language's).</extracomment>
            <translation>Jouer 3 parties en solo</translation>
        </message>
        <message>
            <source>Play 3 multiplayer games</source>
            <translation>Jouer 3 parties à plusieurs</translation>
        </message>
        <message>
            <source>Play 3 games with Banquets and Raids</source>
            <translation>Jouer 3 parties avec Banquets et Raids</translation>
        </message>
        <message>
            <source>End a game with at least 45 VP</source>
            <translation>Terminer une partie avec au moins 45 PV</translation>
        </message>
        <message>
            <source>End a game with at least 55 VP</source>
            <translation>Terminer une partie avec au moins 55 PV</translation>
        </message>
        <message>
            <source>End a game with at least 65 VP</source>
            <translation>Terminer une partie avec au moins 65 PV</translation>
        </message>
        <message>
            <source>Win a multiplayer game with more than 60 VP</source>
            <translation>Gagner une partie à plusieurs avec plus de 60 PV</translation>
        </message>
        <message>
            <source>Gain 18 VP from a single character</source>
            <translation>Gagner 18 PV grâce à un seul personnage</translation>
        </message>
        <message>
            <source>End a game with at least 40 citizens</source>
            <translation>Terminer une partie avec au moins 40 habitants</translation>
        </message>
        <message>
            <source>Draw all the prestige buildings of one row</source>
            <translation>Dessiner tous les bâtiments de prestige d’une rangée</translation>
        </message>
        <message>
            <source>Draw all the work buildings of one row</source>
            <translation>Dessiner tous les bâtiments de travail d’une rangée</translation>
        </message>
        <message>
            <source>Circle all the resources of one track</source>
            <translation>Entourer toutes les ressources d’une piste</translation>
        </message>
        <message>
            <source>Circle all the citizens of one track</source>
            <translation>Entourer tous les habitants d’une piste</translation>
        </message>
        <message>
            <source>{count} of {needed}</source>
            <translation>{count} sur {needed}</translation>
        </message>
    </context>
    <context>
        <name>DiceSheet</name>
        <message>
            <source>{score} VP so far</source>
            <translation>{score} PV pour l’instant</translation>
        </message>
        <message>
            <source>Final score {score} VP</source>
            <translation>Score final {score} PV</translation>
        </message>
        <message>
            <source>{count} to spend</source>
            <translation>{count} à dépenser</translation>
        </message>
        <message>
            <source>Cathedral scoring</source>
            <translation>Décompte des Cathédrales</translation>
        </message>
        <message>
            <source>{score} VP</source>
            <translation>{score} PV</translation>
        </message>
        <message>
            <source>Cathedrals + resources {cathedrals}  ·  citizens {citizens}</source>
            <translation>Cathédrales + ressources {cathedrals}  ·  habitants {citizens}</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>Influence track: gain influence with a red die (a citizen on spaces 6, 12 and 18).</source>
            <translation>Piste d’influence : gagnez de l’influence avec un dé rouge (un habitant sur les cases 6, 12 et 18).</translation>
        </message>
        <message>
            <source>Deniers track: gain deniers with a yellow die (a citizen on spaces 6, 12 and 18).</source>
            <translation>Piste des deniers : gagnez des deniers avec un dé jaune (un habitant sur les cases 6, 12 et 18).</translation>
        </message>
        <message>
            <source>Knowledge track: gain knowledge with a white die (a citizen on spaces 6, 12 and 18).</source>
            <translation>Piste du savoir : gagnez du savoir avec un dé blanc (un habitant sur les cases 6, 12 et 18).</translation>
        </message>
        <message>
            <source>{building}: the columns are not numbered yet.</source>
            <translation>{building} : les colonnes ne sont pas encore numérotées.</translation>
        </message>
        <message>
            <source>{building}, column of the {value}: needs a {colour} die of value {value}.</source>
            <translation>{building}, colonne du {value} : il faut un dé {colour} de valeur {value}.</translation>
        </message>
        <message>
            <source>Fortress</source>
            <translation>Forteresse</translation>
        </message>
        <message>
            <source>Great Hall</source>
            <translation>Halle</translation>
        </message>
        <message>
            <source>Cathedral</source>
            <translation>Cathédrale</translation>
        </message>
        <message>
            <source>Count's Palace</source>
            <translation>Palais du comte</translation>
        </message>
        <message>
            <source>City Hall</source>
            <translation>Hôtel de ville</translation>
        </message>
        <message>
            <source>Bishopric</source>
            <translation>Évêché</translation>
        </message>
        <message>
            <source>the Fortress</source>
            <translation>la Forteresse</translation>
        </message>
        <message>
            <source>the Great Hall</source>
            <translation>la Halle</translation>
        </message>
        <message>
            <source>the Cathedral</source>
            <translation>la Cathédrale</translation>
        </message>
        <message>
            <source>the Count's Palace</source>
            <translation>le Palais du comte</translation>
        </message>
        <message>
            <source>the City Hall</source>
            <translation>l’Hôtel de ville</translation>
        </message>
        <message>
            <source>the Bishopric</source>
            <translation>l’Évêché</translation>
        </message>
        <message>
            <source>Fortresses</source>
            <extracomment>What a Cathedral of the column scores (the sheet's final column and the end dialog).</extracomment>
            <translation>Forteresses</translation>
        </message>
        <message>
            <source>Count's Palaces</source>
            <translation>Palais du comte</translation>
        </message>
        <message>
            <source>Great Halls</source>
            <translation>Halles</translation>
        </message>
        <message>
            <source>City Halls</source>
            <translation>Hôtels de ville</translation>
        </message>
        <message>
            <source>Cathedrals</source>
            <translation>Cathédrales</translation>
        </message>
        <message>
            <source>Bishoprics</source>
            <translation>Évêchés</translation>
        </message>
        <message>
            <source>influence</source>
            <translation>influence</translation>
        </message>
        <message>
            <source>deniers</source>
            <translation>deniers</translation>
        </message>
        <message>
            <source>knowledge</source>
            <translation>savoir</translation>
        </message>
        <message>
            <source>Noble</source>
            <translation>Noble</translation>
        </message>
        <message>
            <source>Civil</source>
            <translation>Civil</translation>
        </message>
        <message>
            <source>Religious</source>
            <translation>Religieux</translation>
        </message>
        <message numerus="yes">
            <source>%n influence</source>
            <translation>
                <numerusform>%n influence</numerusform>
                <numerusform>%n influence</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n denier(s)</source>
            <translation>
                <numerusform>%n denier</numerusform>
                <numerusform>%n deniers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n knowledge</source>
            <translation>
                <numerusform>%n savoir</numerusform>
                <numerusform>%n savoir</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n resource(s) of your choice</source>
            <translation>
                <numerusform>%n ressource au choix</numerusform>
                <numerusform>%n ressources au choix</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing</source>
            <comment>a die's cost</comment>
            <translation>rien</translation>
        </message>
        <message numerus="yes">
            <source>%n knight(s)</source>
            <translation>
                <numerusform>%n chevalier</numerusform>
                <numerusform>%n chevaliers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n artisan(s)</source>
            <translation>
                <numerusform>%n artisan</numerusform>
                <numerusform>%n artisans</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n priest(s)</source>
            <translation>
                <numerusform>%n prêtre</numerusform>
                <numerusform>%n prêtres</numerusform>
            </translation>
        </message>
        <message>
            <source>knight</source>
            <extracomment>A citizen of each colour: alone, as a group, with its article.</extracomment>
            <translation>chevalier</translation>
        </message>
        <message>
            <source>artisan</source>
            <translation>artisan</translation>
        </message>
        <message>
            <source>priest</source>
            <translation>prêtre</translation>
        </message>
        <message>
            <source>knights</source>
            <translation>chevaliers</translation>
        </message>
        <message>
            <source>artisans</source>
            <translation>artisans</translation>
        </message>
        <message>
            <source>priests</source>
            <translation>prêtres</translation>
        </message>
        <message>
            <source>a knight</source>
            <translation>un chevalier</translation>
        </message>
        <message>
            <source>an artisan</source>
            <translation>un artisan</translation>
        </message>
        <message>
            <source>a priest</source>
            <translation>un prêtre</translation>
        </message>
        <message>
            <source>black</source>
            <comment>a die</comment>
            <translation>noir</translation>
        </message>
        <message>
            <source>the {colour} {value}</source>
            <translation>le {value} {colour}</translation>
        </message>
    </context>
    <context>
        <name>DiceWheel</name>
        <message>
            <source>free</source>
            <comment>a plaza's cost, painted on the wheel</comment>
            <translation>gratuit</translation>
        </message>
        <message>
            <source>1 any</source>
            <comment>a plaza's cost: 1 resource of your choice, painted on the wheel</comment>
            <translation>1 au choix</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Partie finie</translation>
        </message>
        <message>
            <source>Day {day}</source>
            <translation>Jour {day}</translation>
        </message>
        <message>
            <source>of 8</source>
            <translation>sur 8</translation>
        </message>
        <message>
            <source>morning</source>
            <translation>matin</translation>
        </message>
        <message>
            <source>afternoon</source>
            <translation>après-midi</translation>
        </message>
        <message>
            <source>The black die ({value}) destroyed this plaza: it can never be chosen.</source>
            <translation>Le dé noir ({value}) a détruit cette place : elle ne peut jamais être choisie.</translation>
        </message>
        <message>
            <source>The Shelter Raid turned this die into a black die: it cannot be chosen.</source>
            <translation>Le Raid Refuge a changé ce dé en dé noir : il ne peut pas être choisi.</translation>
        </message>
        <message>
            <source>{die}: costs {cost}. Click to pick it, or drag it to your sheet.</source>
            <translation>{die} : coûte {cost}. Cliquez pour le choisir, ou faites-le glisser sur votre feuille.</translation>
        </message>
        <message>
            <source>{tile} — Banquet: {effect}</source>
            <translation>{tile} — Banquet : {effect}</translation>
        </message>
        <message>
            <source>{tile} — Raid: {effect}</source>
            <translation>{tile} — Raid : {effect}</translation>
        </message>
        <message>
            <source>Value</source>
            <extracomment>The Banquet / Raid tiles by id (painted beside the wheel, named in the chronicle).</extracomment>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Couleur</translation>
        </message>
        <message>
            <source>Price</source>
            <translation>Prix</translation>
        </message>
        <message>
            <source>Fortress</source>
            <translation>Forteresse</translation>
        </message>
        <message>
            <source>Cathedral</source>
            <translation>Cathédrale</translation>
        </message>
        <message>
            <source>Great Hall</source>
            <translation>Halle</translation>
        </message>
        <message>
            <source>Work</source>
            <translation>Travail</translation>
        </message>
        <message>
            <source>Shelter</source>
            <translation>Refuge</translation>
        </message>
    </context>
</TS>
