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
    <name>Chronicle</name>
    <message numerus="yes">
        <source>%n denier(s)</source>
        <translation>
            <numerusform>%n denier</numerusform>
            <numerusform>%n deniers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <translation>
            <numerusform>%n PV</numerusform>
            <numerusform>%n PV</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n influence</source>
        <translation>
            <numerusform>%n point d&apos;influence</numerusform>
            <numerusform>%n points d&apos;influence</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s)</source>
        <translation>
            <numerusform>%n cube</numerusform>
            <numerusform>%n cubes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action point(s)</source>
        <translation>
            <numerusform>%n point d&apos;action</numerusform>
            <numerusform>%n points d&apos;action</numerusform>
        </translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} et {last}</translation>
    </message>
    <message>
        <source>the Palace</source>
        <extracomment>The three buildings in the forms a sentence needs (French contracts &quot;à le&quot; / &quot;de le&quot;).</extracomment>
        <translation>le Palais</translation>
    </message>
    <message>
        <source>the Bishopric</source>
        <translation>l&apos;Évêché</translation>
    </message>
    <message>
        <source>the City Hall</source>
        <translation>l&apos;Hôtel de ville</translation>
    </message>
    <message>
        <source>in the Palace</source>
        <translation>au Palais</translation>
    </message>
    <message>
        <source>in the Bishopric</source>
        <translation>à l&apos;Évêché</translation>
    </message>
    <message>
        <source>in the City Hall</source>
        <translation>à l&apos;Hôtel de ville</translation>
    </message>
    <message>
        <source>of the Palace</source>
        <translation>du Palais</translation>
    </message>
    <message>
        <source>of the Bishopric</source>
        <translation>de l&apos;Évêché</translation>
    </message>
    <message>
        <source>of the City Hall</source>
        <translation>de l&apos;Hôtel de ville</translation>
    </message>
    <message>
        <source>from the Palace</source>
        <translation>du Palais</translation>
    </message>
    <message>
        <source>from the Bishopric</source>
        <translation>de l&apos;Évêché</translation>
    </message>
    <message>
        <source>from the City Hall</source>
        <translation>de l&apos;Hôtel de ville</translation>
    </message>
    <message>
        <source>to the Palace</source>
        <translation>au Palais</translation>
    </message>
    <message>
        <source>to the Bishopric</source>
        <translation>à l&apos;Évêché</translation>
    </message>
    <message>
        <source>to the City Hall</source>
        <translation>à l&apos;Hôtel de ville</translation>
    </message>
    <message>
        <source>for the Palace</source>
        <translation>pour le Palais</translation>
    </message>
    <message>
        <source>for the Bishopric</source>
        <translation>pour l&apos;Évêché</translation>
    </message>
    <message>
        <source>for the City Hall</source>
        <translation>pour l&apos;Hôtel de ville</translation>
    </message>
    <message>
        <source>a building</source>
        <translation>un bâtiment</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>le Roy</source>
        <translation>le Roy</translation>
    </message>
    <message>
        <source>the neutral player</source>
        <translation>le joueur neutre</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>place {seat}</translation>
    </message>
    <message>
        <source>the face-down {colour} card of level {level}</source>
        <translation>la carte {colour} face cachée de niveau {level}</translation>
    </message>
    <message>
        <source>activity slot {slot}</source>
        <translation>emplacement d&apos;activité {slot}</translation>
    </message>
    <message>
        <source>event {number}</source>
        <translation>évènement {number}</translation>
    </message>
    <message>
        <source>{colour} {value}</source>
        <comment>a die: its colour, its value</comment>
        <translation>{value} {colour}</translation>
    </message>
    <message>
        <source>die {number}</source>
        <translation>dé {number}</translation>
    </message>
    <message>
        <source>{die} (neutral)</source>
        <translation>{die} (neutre)</translation>
    </message>
    <message>
        <source>{die} ({owner})</source>
        <translation>{die} ({owner})</translation>
    </message>
    <message>
        <source>the cathedral</source>
        <translation>la Cathédrale</translation>
    </message>
    <message>
        <source>the cathedral (column {column})</source>
        <translation>la Cathédrale (colonne {column})</translation>
    </message>
    <message>
        <source>agriculture</source>
        <translation>l&apos;Agriculture</translation>
    </message>
    <message>
        <source>the ramparts</source>
        <translation>les remparts</translation>
    </message>
    <message numerus="yes">
        <source>%n to the bank</source>
        <translation>
            <numerusform>%n denier à la banque</numerusform>
            <numerusform>%n deniers à la banque</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to {player}</source>
        <translation>
            <numerusform>%n denier à {player}</numerusform>
            <numerusform>%n deniers à {player}</numerusform>
        </translation>
    </message>
    <message>
        <source>, paying {payments}</source>
        <translation>, en payant {payments}</translation>
    </message>
    <message>
        <source>Round {round} begins; {player} is the start player.</source>
        <translation>Début du tour {round}&#xa0;; {player} est premier joueur.</translation>
    </message>
    <message>
        <source>Round {round} ends.</source>
        <translation>Fin du tour {round}.</translation>
    </message>
    <message>
        <source>The activity card {card} is revealed.</source>
        <translation>La carte Activité {card} est révélée.</translation>
    </message>
    <message numerus="yes">
        <source>{player} receives {income} deniers of income and pays {paid} of %n denier(s) of salaries.</source>
        <translation>
            <numerusform>{player} reçoit {income} deniers de revenu et paie {paid} sur %n denier de salaire.</numerusform>
            <numerusform>{player} reçoit {income} deniers de revenu et paie {paid} sur %n deniers de salaires.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} receives %n denier(s) of income.</source>
        <translation>
            <numerusform>{player} reçoit %n denier de revenu.</numerusform>
            <numerusform>{player} reçoit %n deniers de revenu.</numerusform>
        </translation>
    </message>
    <message>
        <source>The neutral district rolls no dice this round.</source>
        <translation>Le quartier gris ne lance aucun dé ce tour-ci.</translation>
    </message>
    <message numerus="yes">
        <source>The neutral district rolls %n die(s): {dice}.</source>
        <translation>
            <numerusform>Le quartier gris lance %n dé&#xa0;: {dice}.</numerusform>
            <numerusform>Le quartier gris lance %n dés&#xa0;: {dice}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Le Roy&apos;s district rolls no dice this round.</source>
        <translation>Le quartier du Roy ne lance aucun dé ce tour-ci.</translation>
    </message>
    <message numerus="yes">
        <source>Le Roy&apos;s district rolls %n die(s): {dice}.</source>
        <translation>
            <numerusform>Le quartier du Roy lance %n dé&#xa0;: {dice}.</numerusform>
            <numerusform>Le quartier du Roy lance %n dés&#xa0;: {dice}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} rolls no dice this round.</source>
        <translation>{player} ne lance aucun dé ce tour-ci.</translation>
    </message>
    <message numerus="yes">
        <source>{player} rolls %n die(s): {dice}.</source>
        <translation>
            <numerusform>{player} lance %n dé&#xa0;: {dice}.</numerusform>
            <numerusform>{player} lance %n dés&#xa0;: {dice}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The event {card} is revealed.</source>
        <translation>L&apos;évènement {card} est révélé.</translation>
    </message>
    <message>
        <source>{card} takes effect.</source>
        <translation>L&apos;évènement {card} prend effet.</translation>
    </message>
    <message>
        <source>{card}: a die is rolled, {value}.</source>
        <translation>{card}&#xa0;: un dé est lancé, {value}.</translation>
    </message>
    <message numerus="yes">
        <source>{card}: {player} owes %n denier(s) and pays {paid}.</source>
        <translation>
            <numerusform>{card}&#xa0;: {player} doit %n denier et en paie {paid}.</numerusform>
            <numerusform>{card}&#xa0;: {player} doit %n deniers et en paie {paid}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: {player} loses %n influence.</source>
        <translation>
            <numerusform>{card}&#xa0;: {player} perd %n point d&apos;influence.</numerusform>
            <numerusform>{card}&#xa0;: {player} perd %n points d&apos;influence.</numerusform>
        </translation>
    </message>
    <message>
        <source>A neutral cube on the cathedral, level {level}, space {space}.</source>
        <translation>Un cube neutre sur la Cathédrale, niveau {level}, case {space}.</translation>
    </message>
    <message>
        <source>{player} places a cube on the cathedral, level {level}, space {space} ({vp}, {influence}).</source>
        <translation>{player} place un cube sur la Cathédrale, niveau {level}, case {space} ({vp}, {influence}).</translation>
    </message>
    <message>
        <source>{player} places a cube on the cathedral, level {level}, space {space} ({vp}).</source>
        <translation>{player} place un cube sur la Cathédrale, niveau {level}, case {space} ({vp}).</translation>
    </message>
    <message>
        <source>{player} places a cube on the cathedral, level {level}, space {space} ({influence}).</source>
        <translation>{player} place un cube sur la Cathédrale, niveau {level}, case {space} ({influence}).</translation>
    </message>
    <message>
        <source>{player} places a cube on the cathedral, level {level}, space {space}.</source>
        <translation>{player} place un cube sur la Cathédrale, niveau {level}, case {space}.</translation>
    </message>
    <message>
        <source>A cube of {player} is removed from the cathedral (level {level}, space {space}).</source>
        <translation>Un cube ({player}) est retiré de la Cathédrale (niveau {level}, case {space}).</translation>
    </message>
    <message>
        <source>No black die this round.</source>
        <translation>Aucun dé noir ce tour-ci.</translation>
    </message>
    <message>
        <source>The black dice are rolled: {values}.</source>
        <translation>Les dés noirs sont lancés&#xa0;: {values}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} counters the black {values} with %n die(s) and gains {influence}.</source>
        <comment>several black dice</comment>
        <translation>
            <numerusform>{player} contre les {values} noirs avec %n dé et gagne {influence}.</numerusform>
            <numerusform>{player} contre les {values} noirs avec %n dés et gagne {influence}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} counters the black {values} with %n die(s) and gains {influence}.</source>
        <comment>one black die</comment>
        <translation>
            <numerusform>{player} contre le {values} noir avec %n dé et gagne {influence}.</numerusform>
            <numerusform>{player} contre le {values} noir avec %n dés et gagne {influence}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} does not counter the black {value}.</source>
        <translation>{player} ne contre pas le {value} noir.</translation>
    </message>
    <message>
        <source>{player} would lose VP ({reason}) but has none to lose.</source>
        <translation>{player} devrait perdre des PV ({reason}) mais n&apos;en a aucun.</translation>
    </message>
    <message numerus="yes">
        <source>{player} loses %n VP: {reason}.</source>
        <translation>
            <numerusform>{player} perd %n PV&#xa0;: {reason}.</numerusform>
            <numerusform>{player} perd %n PV&#xa0;: {reason}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} spends 1 influence to reroll their {colour} die: it shows {value}.</source>
        <translation>{player} dépense 1 point d&apos;influence pour relancer son dé {colour}&#xa0;: il donne {value}.</translation>
    </message>
    <message>
        <source>{player} spends 1 influence to reroll a die: it shows {value}.</source>
        <translation>{player} dépense 1 point d&apos;influence pour relancer un dé&#xa0;: il donne {value}.</translation>
    </message>
    <message>
        <source>{player} hires a citizen for 2 influence.</source>
        <translation>{player} recrute un habitant pour 2 points d&apos;influence.</translation>
    </message>
    <message>
        <source>{player} spends 4 influence to turn over dice: now {values}.</source>
        <translation>{player} dépense 4 points d&apos;influence pour retourner des dés&#xa0;: désormais {values}.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passe.</translation>
    </message>
    <message numerus="yes">
        <source>{player} pays %n influence to hire a tradesman on {card}.</source>
        <translation>
            <numerusform>{player} paie %n point d&apos;influence pour engager un homme de métier sur {card}.</numerusform>
            <numerusform>{player} paie %n points d&apos;influence pour engager un homme de métier sur {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} pays %n denier(s) to hire a tradesman on {card}.</source>
        <translation>
            <numerusform>{player} paie %n denier pour engager un homme de métier sur {card}.</numerusform>
            <numerusform>{player} paie %n deniers pour engager un homme de métier sur {card}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s tradesman goes on the illustration of {card} (no VP).</source>
        <translation>{player} place son homme de métier sur l&apos;illustration de la carte {card} (aucun PV).</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s tradesman takes a space worth %n VP on {card}.</source>
        <translation>
            <numerusform>{player} place son homme de métier sur un emplacement à %n PV de la carte {card}.</numerusform>
            <numerusform>{player} place son homme de métier sur un emplacement à %n PV de la carte {card}.</numerusform>
        </translation>
    </message>
    <message>
        <source>A neutral citizen goes on {space} (initial placement).</source>
        <translation>Un habitant neutre est placé&#xa0;: {space} (placement initial).</translation>
    </message>
    <message>
        <source>A neutral citizen goes on {space}.</source>
        <translation>Un habitant neutre est placé&#xa0;: {space}.</translation>
    </message>
    <message>
        <source>Le Roy places a citizen on {space} (initial placement).</source>
        <translation>Le Roy place un habitant&#xa0;: {space} (placement initial).</translation>
    </message>
    <message>
        <source>Le Roy places a citizen on {space}.</source>
        <translation>Le Roy place un habitant&#xa0;: {space}.</translation>
    </message>
    <message>
        <source>{player} places a citizen on {space} (initial placement).</source>
        <translation>{player} place un habitant&#xa0;: {space} (placement initial).</translation>
    </message>
    <message>
        <source>{player} places a citizen on {space}.</source>
        <translation>{player} place un habitant&#xa0;: {space}.</translation>
    </message>
    <message>
        <source>A citizen of {player} is expelled {from_building}.</source>
        <translation>Un habitant ({player}) est expulsé {from_building}.</translation>
    </message>
    <message>
        <source>No neutral citizen is left {for_building}.</source>
        <translation>Il ne reste aucun habitant neutre {for_building}.</translation>
    </message>
    <message>
        <source>No neutral citizen is left in the supply.</source>
        <translation>Il ne reste aucun habitant neutre dans la réserve.</translation>
    </message>
    <message>
        <source>The neutral citizen cannot go {to_building} ({value}): a protected citizen is there.</source>
        <translation>L&apos;habitant neutre ne peut pas aller {to_building} ({value})&#xa0;: un habitant protégé s&apos;y trouve.</translation>
    </message>
    <message numerus="yes">
        <source>{player} works the fields: %n denier(s).</source>
        <translation>
            <numerusform>{player} exploite l&apos;Agriculture&#xa0;: %n denier.</numerusform>
            <numerusform>{player} exploite l&apos;Agriculture&#xa0;: %n deniers.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} moves a cube from {tile} onto {card}.</source>
        <translation>{player} déplace un cube de {tile} vers {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} stores %n cube(s) on {card} for a later action.</source>
        <translation>
            <numerusform>{player} pose %n cube sur {card} pour une action ultérieure.</numerusform>
            <numerusform>{player} pose %n cubes sur {card} pour des actions ultérieures.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} places a cube on {card}.</source>
        <translation>{player} place un cube sur {card}.</translation>
    </message>
    <message>
        <source>{player} cannot use {card}: {reason}.</source>
        <translation>{player} ne peut pas utiliser {card}&#xa0;: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} gains %n denier(s) ({card}).</source>
        <translation>
            <numerusform>{player} gagne %n denier ({card}).</numerusform>
            <numerusform>{player} gagne %n deniers ({card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} gains %n VP for {deniers} ({card}).</source>
        <translation>
            <numerusform>{player} gagne %n PV pour {deniers} ({card}).</numerusform>
            <numerusform>{player} gagne %n PV pour {deniers} ({card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} gains %n VP ({card}).</source>
        <translation>
            <numerusform>{player} gagne %n PV ({card}).</numerusform>
            <numerusform>{player} gagne %n PV ({card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} gains %n influence ({card}).</source>
        <translation>
            <numerusform>{player} gagne %n point d&apos;influence ({card}).</numerusform>
            <numerusform>{player} gagne %n points d&apos;influence ({card}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} has %n red die(s): {cubes} from {card}.</source>
        <translation>
            <numerusform>{player} a %n dé rouge&#xa0;: {cubes} grâce à la carte {card}.</numerusform>
            <numerusform>{player} a %n dés rouges&#xa0;: {cubes} grâce à la carte {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} activates {card}: the leaders are {leaders}; %n VP each (the neutral district gains nothing).</source>
        <translation>
            <numerusform>{player} active {card}&#xa0;: en tête, {leaders}&#xa0;; %n PV chacun (le quartier gris ne gagne rien).</numerusform>
            <numerusform>{player} active {card}&#xa0;: en tête, {leaders}&#xa0;; %n PV chacun (le quartier gris ne gagne rien).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} activates {card}: the leaders are {leaders}; %n VP each.</source>
        <translation>
            <numerusform>{player} active {card}&#xa0;: en tête, {leaders}&#xa0;; %n PV chacun.</numerusform>
            <numerusform>{player} active {card}&#xa0;: en tête, {leaders}&#xa0;; %n PV chacun.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} spends {cost} for {gain} ({card}).</source>
        <translation>{player} dépense {cost} pour {gain} ({card}).</translation>
    </message>
    <message>
        <source>{player} spends {influence} for {cubes} on events ({card}).</source>
        <translation>{player} dépense {influence} pour {cubes} sur des évènements ({card}).</translation>
    </message>
    <message numerus="yes">
        <source>{player} earns %n denier(s) from the {card} ({palace} on the Palace, {bishopric} on the Bishopric).</source>
        <translation>
            <numerusform>{player} gagne %n denier grâce à la carte {card} ({palace} au Palais, {bishopric} à l&apos;Évêché).</numerusform>
            <numerusform>{player} gagne %n deniers grâce à la carte {card} ({palace} au Palais, {bishopric} à l&apos;Évêché).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} rolls {value} for the {card}: a hit.</source>
        <translation>{player} obtient {value} pour la carte {card}&#xa0;: touché.</translation>
    </message>
    <message>
        <source>{player} rolls {value} for the {card}: a miss.</source>
        <translation>{player} obtient {value} pour la carte {card}&#xa0;: manqué.</translation>
    </message>
    <message>
        <source>The game is over: final scoring.</source>
        <translation>La partie est terminée&#xa0;: décompte final.</translation>
    </message>
    <message>
        <source>Le Roy rolls for his placement: {dice}.</source>
        <translation>Le Roy lance les dés de son placement&#xa0;: {dice}.</translation>
    </message>
    <message>
        <source>Le Roy places a citizen on {space}: {reason}.</source>
        <translation>Le Roy place un habitant ({space})&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>Le Roy removes the black {value} with his {die} ({reason}).</source>
        <translation>Le Roy élimine le {value} noir avec son {die} ({reason}).</translation>
    </message>
    <message>
        <source>Le Roy removes the black {value} ({reason}).</source>
        <translation>Le Roy élimine le {value} noir ({reason}).</translation>
    </message>
    <message>
        <source>{die}</source>
        <comment>a die in the list of dice used, with its article</comment>
        <translation>le {die}</translation>
    </message>
    <message>
        <source> (worth {value})</source>
        <translation> (valeur {value})</translation>
    </message>
    <message>
        <source> (value {value})</source>
        <translation> (valeur {value})</translation>
    </message>
    <message>
        <source>, with the stored cube of {card}</source>
        <translation>, avec un cube stocké de la carte {card}</translation>
    </message>
    <message>
        <source>, the purple die counting as {colour}</source>
        <translation>, le dé violet comptant comme {colour}</translation>
    </message>
    <message>
        <source> ({points})</source>
        <comment>action points</comment>
        <translation> ({points})</translation>
    </message>
    <message numerus="yes">
        <source> (%n activation(s))</source>
        <translation>
            <numerusform> (%n activation)</numerusform>
            <numerusform> (%n activations)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n cube(s))</source>
        <translation>
            <numerusform> (%n cube)</numerusform>
            <numerusform> (%n cubes)</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} uses {dice} on {card}{details}.</source>
        <comment>an activity card</comment>
        <translation>{player} utilise {dice} pour la carte {card}{details}.</translation>
    </message>
    <message>
        <source>{player} uses {dice} on {card}{details}.</source>
        <comment>an event card</comment>
        <translation>{player} utilise {dice} contre l&apos;évènement {card}{details}.</translation>
    </message>
    <message>
        <source>{player} uses {dice} on the cathedral (column {column}){details}.</source>
        <translation>{player} utilise {dice} pour la Cathédrale (colonne {column}){details}.</translation>
    </message>
    <message>
        <source>{player} uses {dice} on the cathedral{details}.</source>
        <translation>{player} utilise {dice} pour la Cathédrale{details}.</translation>
    </message>
    <message>
        <source>{player} uses {dice} on {building}{details}.</source>
        <translation>{player} utilise {dice} pour {building}{details}.</translation>
    </message>
    <message>
        <source>{player} uses {dice} on agriculture{details}.</source>
        <translation>{player} utilise {dice} pour l&apos;Agriculture{details}.</translation>
    </message>
    <message>
        <source>{player} uses {dice} on the ramparts{details}.</source>
        <translation>{player} utilise {dice} pour les remparts{details}.</translation>
    </message>
    <message>
        <source>{player} uses {dice} on {target}{details}.</source>
        <translation>{player} utilise {dice} pour {target}{details}.</translation>
    </message>
    <message>
        <source>{player} takes a citizen from the personal supply.</source>
        <translation>{player} prend un habitant de sa réserve personnelle.</translation>
    </message>
    <message>
        <source>{player} takes a citizen from a citizen hired for 2 influence.</source>
        <translation>{player} prend un habitant recruté pour 2 points d&apos;influence.</translation>
    </message>
    <message>
        <source>{player} takes a citizen from {space}.</source>
        <translation>{player} reprend un habitant ({space}).</translation>
    </message>
    <message>
        <source>{player} takes a citizen from the expelled citizens {of_building}.</source>
        <translation>{player} reprend son habitant expulsé {of_building}.</translation>
    </message>
    <message>
        <source>{player} takes a citizen from a tradesman on {card}.</source>
        <translation>{player} reprend son homme de métier de la carte {card}.</translation>
    </message>
    <message>
        <source>{player} takes a citizen from {source}.</source>
        <translation>{player} prend un habitant ({source}).</translation>
    </message>
    <message>
        <source>{player} {vp}</source>
        <comment>a player and the VP they win</comment>
        <translation>{player} {vp}</translation>
    </message>
    <message>
        <source>{card} is countered: {gains}; the card stays in play, its cubes cleared.</source>
        <translation>L&apos;évènement {card} est contré&#xa0;: {gains}&#xa0;; la carte reste en jeu, ses cubes sont retirés.</translation>
    </message>
    <message>
        <source>{card} is countered; the card stays in play, its cubes cleared.</source>
        <translation>L&apos;évènement {card} est contré&#xa0;; la carte reste en jeu, ses cubes sont retirés.</translation>
    </message>
    <message>
        <source>{card} is countered: {gains}; {player} takes the card.</source>
        <translation>L&apos;évènement {card} est contré&#xa0;: {gains}&#xa0;; {player} gagne la carte.</translation>
    </message>
    <message>
        <source>{card} is countered; {player} takes the card.</source>
        <translation>L&apos;évènement {card} est contré&#xa0;; {player} gagne la carte.</translation>
    </message>
    <message>
        <source>{card} is countered: {gains}; the card is discarded.</source>
        <translation>L&apos;évènement {card} est contré&#xa0;: {gains}&#xa0;; la carte est défaussée.</translation>
    </message>
    <message>
        <source>{card} is countered; the card is discarded.</source>
        <translation>L&apos;évènement {card} est contré&#xa0;; la carte est défaussée.</translation>
    </message>
    <message>
        <source>first</source>
        <extracomment>The order in which guards reach the top gate.</extracomment>
        <translation>en premier</translation>
    </message>
    <message>
        <source>second</source>
        <translation>en deuxième</translation>
    </message>
    <message>
        <source>third</source>
        <translation>en troisième</translation>
    </message>
    <message>
        <source>fourth</source>
        <translation>en quatrième</translation>
    </message>
    <message>
        <source>{player}&apos;s guard advances to space {space} of the ramparts.</source>
        <translation>{player} avance son garde jusqu&apos;à la case {space} des remparts.</translation>
    </message>
    <message numerus="yes">
        <source>{player} pays %n denier(s) to boost the die: {points}.</source>
        <translation>
            <numerusform>{player} paie %n denier pour renforcer le dé&#xa0;: {points}.</numerusform>
            <numerusform>{player} paie %n deniers pour renforcer le dé&#xa0;: {points}.</numerusform>
        </translation>
    </message>
    <message>
        <source>number {rank}</source>
        <translation>en position {rank}</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s guard reaches the top gate, {order}: %n VP.</source>
        <translation>
            <numerusform>{player} amène son garde à la porte du haut, {order}&#xa0;: %n PV.</numerusform>
            <numerusform>{player} amène son garde à la porte du haut, {order}&#xa0;: %n PV.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s guard reaches the top gate, {order}.</source>
        <translation>{player} amène son garde à la porte du haut, {order}.</translation>
    </message>
    <message>
        <source>{player} puts a cube on {tile}.</source>
        <translation>{player} place un cube sur {tile}.</translation>
    </message>
    <message>
        <source>{player} uses a cube of {tile}: {effect}.</source>
        <translation>{player} utilise un cube de {tile}&#xa0;: {effect}.</translation>
    </message>
    <message>
        <source>{player} uses a cube of {tile}.</source>
        <translation>{player} utilise un cube de {tile}.</translation>
    </message>
    <message>
        <source>{player} will now always use {tile}.</source>
        <translation>Désormais, {player} utilisera toujours {tile}.</translation>
    </message>
    <message>
        <source>{player} will now never use {tile}.</source>
        <translation>Désormais, {player} n&apos;utilisera plus jamais {tile}.</translation>
    </message>
    <message>
        <source>{player} will now be asked each time about {tile}.</source>
        <translation>Désormais, la question sera posée à {player} à chaque fois pour {tile}.</translation>
    </message>
    <message>
        <source>{player} rolls a {colour} die from the supply into their district: {value}.</source>
        <translation>{player} lance un dé {colour} de la réserve dans son quartier&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>{player} rolls a die from the supply into their district: {value}.</source>
        <translation>{player} lance un dé de la réserve dans son quartier&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>{player} exchanges a die with {other}: gives the {given} and takes the {taken}.</source>
        <translation>{player} échange un dé avec {other}&#xa0;: donne le {given} et prend le {taken}.</translation>
    </message>
    <message>
        <source>{player} turns a die over with a cube of {tile}: it now shows {value}.</source>
        <translation>{player} retourne un dé avec un cube de {tile}&#xa0;: il donne maintenant {value}.</translation>
    </message>
    <message>
        <source>{player} turns a die over with a {card} cube: it now shows {value}.</source>
        <translation>{player} retourne un dé avec un cube de la carte {card}&#xa0;: il donne maintenant {value}.</translation>
    </message>
    <message>
        <source>{player} destroys the black {value} with a cube of {tile} and gains 1 influence.</source>
        <translation>{player} détruit le {value} noir avec un cube de {tile} et gagne 1 point d&apos;influence.</translation>
    </message>
    <message>
        <source>{player} avoids {card} with the {tile} (outdoor cube).</source>
        <translation>{player} échappe à l&apos;évènement {card} grâce à la tuile {tile} (cube extérieur).</translation>
    </message>
    <message>
        <source>The {card} adds 3 to the black dice (at most 6): {values}.</source>
        <translation>L&apos;évènement {card} ajoute 3 aux dés noirs (6 au plus)&#xa0;: {values}.</translation>
    </message>
    <message>
        <source>The {card} adds 3 to the black dice (at most 6).</source>
        <translation>L&apos;évènement {card} ajoute 3 aux dés noirs (6 au plus).</translation>
    </message>
    <message>
        <source>{card} cannot put a gray cube on {event}.</source>
        <translation>{card} ne peut pas placer de cube gris sur {event}.</translation>
    </message>
    <message>
        <source>{card}: the newest cube of {player} leaves {event}.</source>
        <translation>{card}&#xa0;: le dernier cube posé par {player} quitte {event}.</translation>
    </message>
    <message>
        <source>in the city</source>
        <translation>dans la ville</translation>
    </message>
    <message>
        <source>{card} {in_building}: the citizens are shuffled; {players} lie expelled.</source>
        <translation>{card} {in_building}&#xa0;: les habitants sont mélangés&#xa0;; habitants expulsés&#xa0;: {players}.</translation>
    </message>
    <message>
        <source>{card} {in_building}: the citizens are shuffled.</source>
        <translation>{card} {in_building}&#xa0;: les habitants sont mélangés.</translation>
    </message>
    <message>
        <source>{card}: no free space on a revealed {colour} card; nothing happens.</source>
        <translation>{card}&#xa0;: aucun emplacement libre sur une carte {colour} révélée&#xa0;; rien ne se passe.</translation>
    </message>
    <message>
        <source>{card}: no free space on a revealed card; nothing happens.</source>
        <translation>{card}&#xa0;: aucun emplacement libre sur une carte révélée&#xa0;; rien ne se passe.</translation>
    </message>
    <message>
        <source>{card}: a citizen of {player} goes onto the {card} card.</source>
        <translation>{card}&#xa0;: un habitant ({player}) va sur la carte {card}.</translation>
    </message>
    <message>
        <source>{player} frees their own citizen from the {card} card (back to the supply).</source>
        <translation>{player} libère son propre habitant de la carte {card} (retour à la réserve).</translation>
    </message>
    <message>
        <source>{player} frees {owner}&apos;s citizen from the {card} card (back to the supply).</source>
        <translation>{player} libère un habitant ({owner}) de la carte {card} (retour à la réserve).</translation>
    </message>
    <message numerus="yes">
        <source>{player} gains %n influence ({card}), taking 1 from {victim}.</source>
        <translation>
            <numerusform>{player} gagne %n point d&apos;influence ({card}), dont 1 pris à {victim}.</numerusform>
            <numerusform>{player} gagne %n points d&apos;influence ({card}), dont 1 pris à {victim}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} puts {cubes} on the {card}: {vp} and {influence}.</source>
        <translation>{player} place {cubes} sur la carte {card}&#xa0;: {vp} et {influence}.</translation>
    </message>
    <message>
        <source>{player} chooses {influence} and {vp} ({card}).</source>
        <translation>{player} choisit {influence} et {vp} ({card}).</translation>
    </message>
    <message>
        <source>{player} pays {deniers} for {vp} ({card}).</source>
        <translation>{player} paie {deniers} pour {vp} ({card}).</translation>
    </message>
    <message>
        <source>{player} pays {deniers} ({card}): {cubes} for event cards.</source>
        <translation>{player} paie {deniers} ({card})&#xa0;: {cubes} pour les cartes Évènement.</translation>
    </message>
    <message numerus="yes">
        <source>{player} fires the {card}: %n pair(s) of cubes for event cards.</source>
        <translation>
            <numerusform>{player} tire avec la carte {card}&#xa0;: %n paire de cubes pour les cartes Évènement.</numerusform>
            <numerusform>{player} tire avec la carte {card}&#xa0;: %n paires de cubes pour les cartes Évènement.</numerusform>
        </translation>
    </message>
    <message>
        <source>gains 3 VP</source>
        <extracomment>What le Roy does for each result of his roll (his action table).</extracomment>
        <translation>gagne 3 PV</translation>
    </message>
    <message>
        <source>gains 2 VP</source>
        <translation>gagne 2 PV</translation>
    </message>
    <message>
        <source>places a worker</source>
        <translation>place un habitant</translation>
    </message>
    <message>
        <source>fills the right-most event</source>
        <translation>remplit l&apos;évènement le plus à droite</translation>
    </message>
    <message>
        <source>places a tradesman</source>
        <translation>place un homme de métier</translation>
    </message>
    <message>
        <source>places 2 cubes on the cathedral</source>
        <translation>place 2 cubes sur la Cathédrale</translation>
    </message>
    <message>
        <source>reveals a character</source>
        <translation>rappelle un personnage</translation>
    </message>
    <message>
        <source>Le Roy rolls {total} ({roll}): {action}</source>
        <translation>Le Roy obtient {total} ({roll})&#xa0;: il {action}</translation>
    </message>
    <message>
        <source>Le Roy rolls {total}: {action}</source>
        <translation>Le Roy obtient {total}&#xa0;: il {action}</translation>
    </message>
    <message numerus="yes">
        <source>buys your {die} for %n denier(s)</source>
        <translation>
            <numerusform>vous achète votre {die} pour %n denier</numerusform>
            <numerusform>vous achète votre {die} pour %n deniers</numerusform>
        </translation>
    </message>
    <message>
        <source>spends his {dice}</source>
        <translation>dépense ses dés&#xa0;: {dice}</translation>
    </message>
    <message>
        <source>{card}: you score {you}, he scores {him}</source>
        <translation>{card}&#xa0;: vous marquez {you}, il marque {him}</translation>
    </message>
    <message>
        <source>on the event {card}</source>
        <translation>sur l&apos;évènement {card}</translation>
    </message>
    <message>
        <source>on {card}</source>
        <translation>sur la carte {card}</translation>
    </message>
    <message>
        <source>level {level} space {space}</source>
        <translation>niveau {level} case {space}</translation>
    </message>
    <message>
        <source>cubes on {spaces}</source>
        <translation>cubes sur {spaces}</translation>
    </message>
    <message>
        <source>{text}; {detail}</source>
        <comment>le Roy&apos;s turn and one more detail</comment>
        <translation>{text}&#xa0;; {detail}</translation>
    </message>
    <message>
        <source>{text}. Why: {reason}</source>
        <translation>{text}. Pourquoi&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Pass (take no more actions this round)</source>
        <translation>Passer (plus aucune action ce tour-ci)</translation>
    </message>
    <message>
        <source>Hire a citizen (2 influence)</source>
        <translation>Recruter un habitant (2 points d&apos;influence)</translation>
    </message>
    <message>
        <source>Turn over up to 3 of your dice (4 influence)</source>
        <translation>Retourner jusqu&apos;à 3 de vos dés (4 points d&apos;influence)</translation>
    </message>
    <message>
        <source>Turn over your {die}</source>
        <translation>Retourner votre {die}</translation>
    </message>
    <message>
        <source>Turn the chosen dice over</source>
        <translation>Retourner les dés choisis</translation>
    </message>
    <message>
        <source>Cancel the dice chosen</source>
        <translation>Annuler les dés choisis</translation>
    </message>
    <message>
        <source>Reroll your {die} (1 influence)</source>
        <translation>Relancer votre {die} (1 point d&apos;influence)</translation>
    </message>
    <message>
        <source>Counter the black {values} with the chosen dice</source>
        <comment>several black dice</comment>
        <translation>Contrer les {values} noirs avec les dés choisis</translation>
    </message>
    <message>
        <source>Counter the black {values} with the chosen dice</source>
        <comment>one black die</comment>
        <translation>Contrer le {values} noir avec les dés choisis</translation>
    </message>
    <message>
        <source>Do not counter the black {value} (lose 2 VP)</source>
        <translation>Ne pas contrer le {value} noir (perdre 2 PV)</translation>
    </message>
    <message>
        <source>Counter with your {die}</source>
        <translation>Contrer avec votre {die}</translation>
    </message>
    <message>
        <source>Also counter the black {value} with the same dice</source>
        <translation>Contrer aussi le {value} noir avec les mêmes dés</translation>
    </message>
    <message>
        <source>Also counter another black die</source>
        <translation>Contrer aussi un autre dé noir</translation>
    </message>
    <message>
        <source>Buy the {die}</source>
        <translation>Acheter le {die}</translation>
    </message>
    <message>
        <source>Take the {die}</source>
        <translation>Prendre le {die}</translation>
    </message>
    <message>
        <source>Place a citizen on {space}</source>
        <translation>Placer un habitant&#xa0;: {space}</translation>
    </message>
    <message>
        <source>From your personal supply</source>
        <translation>Depuis votre réserve personnelle</translation>
    </message>
    <message>
        <source>Hire a new citizen for 2 influence</source>
        <translation>Recruter un nouvel habitant pour 2 points d&apos;influence</translation>
    </message>
    <message>
        <source>Move your citizen from {space}</source>
        <translation>Déplacer votre habitant ({space})</translation>
    </message>
    <message>
        <source>Take back your expelled citizen {from_building}</source>
        <translation>Reprendre votre habitant expulsé {from_building}</translation>
    </message>
    <message>
        <source>Move your tradesman from {card} (the illustration)</source>
        <translation>Déplacer votre homme de métier de la carte {card} (l&apos;illustration)</translation>
    </message>
    <message>
        <source>Move your tradesman from {card} (space {space})</source>
        <translation>Déplacer votre homme de métier de la carte {card} (emplacement {space})</translation>
    </message>
    <message>
        <source>Source: {kind}</source>
        <translation>Origine&#xa0;: {kind}</translation>
    </message>
    <message numerus="yes">
        <source>Use {card} %n time(s)</source>
        <translation>
            <numerusform>Utiliser {card} %n fois</numerusform>
            <numerusform>Utiliser {card} %n fois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Use the card %n time(s)</source>
        <translation>
            <numerusform>Utiliser la carte %n fois</numerusform>
            <numerusform>Utiliser la carte %n fois</numerusform>
        </translation>
    </message>
    <message>
        <source>{palace} on the Palace, {bishopric} on the Bishopric</source>
        <translation>{palace} au Palais, {bishopric} à l&apos;Évêché</translation>
    </message>
    <message>
        <source>Put the cube on {card}</source>
        <translation>Placer le cube sur {card}</translation>
    </message>
    <message>
        <source>Let le Roy place his citizens</source>
        <translation>Laisser le Roy placer ses habitants</translation>
    </message>
    <message>
        <source>Let le Roy face the black die</source>
        <translation>Laisser le Roy affronter le dé noir</translation>
    </message>
    <message>
        <source>Let le Roy take his turn</source>
        <translation>Laisser jouer le Roy</translation>
    </message>
    <message>
        <source>Let le Roy play</source>
        <translation>Laisser jouer le Roy</translation>
    </message>
    <message>
        <source>Place a citizen {in_building}</source>
        <translation>Placer un habitant {in_building}</translation>
    </message>
    <message>
        <source>Place cubes on the cathedral, all in column {column} (the die chosen with the {card})</source>
        <translation>Placer des cubes sur la Cathédrale, tous dans la colonne {column} (le dé choisi avec la carte {card})</translation>
    </message>
    <message>
        <source>choose how many activations of the {card} go to the Palace</source>
        <translation>choisir combien d&apos;activations de la carte {card} vont au Palais</translation>
    </message>
    <message>
        <source>share the activations of the {card} between influence and VP</source>
        <translation>répartir les activations de la carte {card} entre influence et PV</translation>
    </message>
    <message>
        <source>choose a cathedral column ({card})</source>
        <translation>choisir une colonne de la Cathédrale ({card})</translation>
    </message>
    <message>
        <source>choose whose influence the {card} takes</source>
        <translation>choisir à qui la carte {card} prend de l&apos;influence</translation>
    </message>
    <message>
        <source>put cubes on event cards ({card})</source>
        <translation>placer des cubes sur des cartes Évènement ({card})</translation>
    </message>
    <message>
        <source>choose the cube lost to the {card}</source>
        <translation>choisir le cube perdu à cause de l&apos;évènement {card}</translation>
    </message>
    <message>
        <source>choose the citizen possessed by the devil ({card})</source>
        <translation>choisir l&apos;habitant possédé par le diable ({card})</translation>
    </message>
    <message>
        <source>free a citizen from the {card} card</source>
        <translation>libérer un habitant de la carte {card}</translation>
    </message>
    <message>
        <source>Place cubes on the cathedral</source>
        <translation>Placer des cubes sur la Cathédrale</translation>
    </message>
    <message>
        <source>{card}: {player} loses a cube from {where}.</source>
        <comment>an outdoor activity</comment>
        <translation>{card}&#xa0;: {player} perd un cube de {where}.</translation>
    </message>
    <message>
        <source>{card}: {player} loses a cube from {where}.</source>
        <comment>an activity card</comment>
        <translation>{card}&#xa0;: {player} perd un cube de la carte {where}.</translation>
    </message>
    <message>
        <source>Work the fields (agriculture: deniers)</source>
        <translation>Exploiter l&apos;Agriculture (deniers)</translation>
    </message>
    <message>
        <source>Move your guard on the ramparts (action 7)</source>
        <translation>Déplacer votre garde sur les remparts (action 7)</translation>
    </message>
    <message>
        <source>Combat the event {card}</source>
        <translation>Lutter contre l&apos;évènement {card}</translation>
    </message>
    <message>
        <source>Activate {card}</source>
        <translation>Activer {card}</translation>
    </message>
    <message numerus="yes">
        <source>Hire a tradesman on {card} (%n denier(s)) and activate it</source>
        <translation>
            <numerusform>Engager un homme de métier sur {card} (%n denier) et l&apos;activer</numerusform>
            <numerusform>Engager un homme de métier sur {card} (%n deniers) et l&apos;activer</numerusform>
        </translation>
    </message>
    <message>
        <source>Use the dice on {target}</source>
        <translation>Utiliser les dés pour {target}</translation>
    </message>
    <message>
        <source>{action}, the purple die as {colour} {glyph}</source>
        <translation>{action}, le dé violet comme dé {colour} {glyph}</translation>
    </message>
    <message>
        <source>{action}, with the stored cube of {card}</source>
        <translation>{action}, avec le cube stocké de la carte {card}</translation>
    </message>
    <message numerus="yes">
        <source>%n activation(s)</source>
        <translation>
            <numerusform>%n activation</numerusform>
            <numerusform>%n activations</numerusform>
        </translation>
    </message>
    <message>
        <source>{action} — {result}</source>
        <translation>{action} — {result}</translation>
    </message>
    <message numerus="yes">
        <source>{action}, costs %n denier(s)</source>
        <translation>
            <numerusform>{action}, coûte %n denier</numerusform>
            <numerusform>{action}, coûte %n deniers</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn over the {die} you are buying (cube of {tile}; use it at once)</source>
        <translation>Retourner le {die} que vous achetez (cube de {tile}&#xa0;; utilisez-le aussitôt)</translation>
    </message>
    <message>
        <source>Destroy the black {value} with a cube of {tile} (+1 influence)</source>
        <translation>Détruire le {value} noir avec un cube de {tile} (+1 point d&apos;influence)</translation>
    </message>
    <message>
        <source>Roll a {colour} die into your district (cube of {tile})</source>
        <translation>Lancer un dé {colour} dans votre quartier (cube de {tile})</translation>
    </message>
    <message>
        <source>Roll your purple die again into your district (2 deniers and a cube of {tile})</source>
        <translation>Relancer votre dé violet dans votre quartier (2 deniers et un cube de {tile})</translation>
    </message>
    <message>
        <source>Exchange dice with your opponents (cube of {tile})</source>
        <translation>Échanger des dés avec vos adversaires (cube de {tile})</translation>
    </message>
    <message>
        <source>Use a cube of {tile}</source>
        <translation>Utiliser un cube de {tile}</translation>
    </message>
    <message>
        <source>{tile}: {answer}</source>
        <translation>{tile}&#xa0;: {answer}</translation>
    </message>
    <message>
        <source>Give your {mine} to {player} for their {theirs}</source>
        <translation>Échanger votre {mine} contre le {theirs} ({player})</translation>
    </message>
    <message>
        <source>Stop exchanging dice</source>
        <translation>Arrêter les échanges de dés</translation>
    </message>
    <message>
        <source>Exchange no die</source>
        <translation>N&apos;échanger aucun dé</translation>
    </message>
    <message>
        <source>Add a {card} cube to the group as a {die}</source>
        <translation>Ajouter un cube de la carte {card} au lot comme un {die}</translation>
    </message>
    <message>
        <source>Turn over your {die} with a {card} cube</source>
        <translation>Retourner votre {die} avec un cube de la carte {card}</translation>
    </message>
    <message>
        <source>No boost: {points}</source>
        <translation>Pas de renfort&#xa0;: {points}</translation>
    </message>
    <message numerus="yes">
        <source>Pay %n denier(s): {points}</source>
        <translation>
            <numerusform>Payer %n denier&#xa0;: {points}</numerusform>
            <numerusform>Payer %n deniers&#xa0;: {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>Advance your guard to space {space} — the gate of {tile} (1 point; {left} left)</source>
        <translation>Avancer votre garde jusqu&apos;à la case {space} — la porte de {tile} (1 point&#xa0;; il en reste {left})</translation>
    </message>
    <message>
        <source>Advance your guard to space {space} (1 point; {left} left)</source>
        <translation>Avancer votre garde jusqu&apos;à la case {space} (1 point&#xa0;; il en reste {left})</translation>
    </message>
    <message>
        <source>Put a cube on {tile} (1 point)</source>
        <translation>Placer un cube sur {tile} (1 point)</translation>
    </message>
    <message numerus="yes">
        <source>Stop here (%n point(s) unused)</source>
        <translation>
            <numerusform>S&apos;arrêter ici (%n point inutilisé)</numerusform>
            <numerusform>S&apos;arrêter ici (%n points inutilisés)</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop here</source>
        <translation>S&apos;arrêter ici</translation>
    </message>
    <message>
        <source>Move a cube from {tile} onto {card}</source>
        <translation>Déplacer un cube de {tile} vers {card}</translation>
    </message>
    <message>
        <source>Use it: {effect}</source>
        <translation>L&apos;utiliser&#xa0;: {effect}</translation>
    </message>
    <message>
        <source>Use it</source>
        <translation>L&apos;utiliser</translation>
    </message>
    <message>
        <source>Not this time</source>
        <translation>Pas cette fois</translation>
    </message>
    <message>
        <source>Use it, and always from now on (no more asking)</source>
        <translation>L&apos;utiliser, et toujours désormais (sans plus demander)</translation>
    </message>
    <message>
        <source>Do not use it, and never ask again</source>
        <translation>Ne pas l&apos;utiliser, et ne plus jamais demander</translation>
    </message>
    <message>
        <source>the card</source>
        <translation>la carte</translation>
    </message>
    <message numerus="yes">
        <source>Place %n cube(s) on {card} (pay {deniers})</source>
        <translation>
            <numerusform>Placer %n cube sur {card} (payer {deniers})</numerusform>
            <numerusform>Placer %n cubes sur {card} (payer {deniers})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %n cube(s) on {card}</source>
        <translation>
            <numerusform>Placer %n cube sur {card}</numerusform>
            <numerusform>Placer %n cubes sur {card}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of cubes on event cards</source>
        <translation>
            <numerusform>%n paire de cubes sur des cartes Évènement</numerusform>
            <numerusform>%n paires de cubes sur des cartes Évènement</numerusform>
        </translation>
    </message>
    <message>
        <source>its effect</source>
        <translation>son effet</translation>
    </message>
    <message numerus="yes">
        <source>Use %n cube(s) from {card}: {gain}</source>
        <translation>
            <numerusform>Utiliser %n cube de {card}&#xa0;: {gain}</numerusform>
            <numerusform>Utiliser %n cubes de {card}&#xa0;: {gain}</numerusform>
        </translation>
    </message>
    <message>
        <source>{influence} and {vp}</source>
        <translation>{influence} et {vp}</translation>
    </message>
    <message>
        <source>Build on cathedral column {column}</source>
        <translation>Construire dans la colonne {column} de la Cathédrale</translation>
    </message>
    <message>
        <source>Build on cathedral column {column} (the 4th floor)</source>
        <translation>Construire dans la colonne {column} de la Cathédrale (4e niveau)</translation>
    </message>
    <message>
        <source>Take the influence point from {player}</source>
        <translation>Prendre le point d&apos;influence à {player}</translation>
    </message>
    <message>
        <source>Put a cube on this event (1 denier)</source>
        <translation>Placer un cube sur cet évènement (1 denier)</translation>
    </message>
    <message>
        <source>No cube on this event</source>
        <translation>Aucun cube sur cet évènement</translation>
    </message>
    <message>
        <source>Put a cube on {card} (1 denier)</source>
        <translation>Placer un cube sur {card} (1 denier)</translation>
    </message>
    <message>
        <source>No cube on {card}</source>
        <translation>Aucun cube sur {card}</translation>
    </message>
    <message>
        <source>Lose a cube from {where}</source>
        <translation>Perdre un cube ({where})</translation>
    </message>
    <message>
        <source>Free your own citizen</source>
        <translation>Libérer votre propre habitant</translation>
    </message>
    <message>
        <source>Free a citizen of {player}</source>
        <translation>Libérer un habitant ({player})</translation>
    </message>
    <message>
        <source>place a citizen (initial placement)</source>
        <extracomment>What each kind of decision asks of the player who decides (le Roy&apos;s: of le Roy).</extracomment>
        <translation>placer un habitant (placement initial)</translation>
    </message>
    <message>
        <source>take an action or pass</source>
        <translation>faire une action ou passer</translation>
    </message>
    <message>
        <source>add dice to the group or choose where to use it</source>
        <translation>ajouter des dés au lot ou choisir où l&apos;utiliser</translation>
    </message>
    <message>
        <source>choose dice to turn over</source>
        <translation>choisir les dés à retourner</translation>
    </message>
    <message>
        <source>choose where the citizen comes from</source>
        <translation>choisir d&apos;où vient l&apos;habitant</translation>
    </message>
    <message>
        <source>choose how many times to use the card</source>
        <translation>choisir combien de fois utiliser la carte</translation>
    </message>
    <message>
        <source>choose the event card for a cube</source>
        <translation>choisir la carte Évènement qui reçoit un cube</translation>
    </message>
    <message>
        <source>place his citizens</source>
        <translation>placer ses habitants</translation>
    </message>
    <message>
        <source>face the black die</source>
        <translation>affronter le dé noir</translation>
    </message>
    <message>
        <source>take his turn</source>
        <translation>jouer</translation>
    </message>
    <message>
        <source>exchange dice with the opponents (one each)</source>
        <translation>échanger des dés avec les adversaires (un chacun)</translation>
    </message>
    <message>
        <source>boost the die with deniers (up to 6)</source>
        <translation>renforcer le dé avec des deniers (jusqu&apos;à 6)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>The card a decision is about, named in its question.</extracomment>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>counter the black {value}</source>
        <translation>contrer le {value} noir</translation>
    </message>
    <message>
        <source>counter the black die</source>
        <translation>contrer le dé noir</translation>
    </message>
    <message>
        <source>spend the action points on the ramparts ({left} left)</source>
        <translation>dépenser les points d&apos;action sur les remparts (il en reste {left})</translation>
    </message>
    <message>
        <source>place cubes on {card} or use those there</source>
        <translation>placer des cubes sur {card} ou utiliser ceux qui s&apos;y trouvent</translation>
    </message>
    <message>
        <source>decide</source>
        <translation>décider</translation>
    </message>
    <message>
        <source>{player}: {question}</source>
        <translation>{player}&#xa0;: {question}</translation>
    </message>
    <message>
        <source>decide about an outdoor activity</source>
        <translation>décider pour une activité extérieure</translation>
    </message>
    <message>
        <source>use {tile}?</source>
        <translation>utiliser {tile}&#xa0;?</translation>
    </message>
    <message>
        <source>Initial placement</source>
        <extracomment>The phases named in the phase banner; show them with :func:`phase_name`.</extracomment>
        <translation>Placement initial</translation>
    </message>
    <message>
        <source>Events and black dice</source>
        <translation>Évènements et dés noirs</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Setting up</source>
        <extracomment>Records that start a le Roy step: shown before what they caused (the engine emits them last).</extracomment>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Tour {round}</translation>
    </message>
    <message>
        <source>Chronicle</source>
        <translation>Chronique</translation>
    </message>
    <message>
        <source>End of round {round}: what changed</source>
        <translation>Fin du tour {round}&#xa0;: ce qui a changé</translation>
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
    <name>ComputerReasons</name>
    <message>
        <source>the only possible move</source>
        <extracomment>The reason given when there was nothing to choose (not worth a line in the chronicle).</extracomment>
        <translation>le seul coup possible</translation>
    </message>
    <message>
        <source>Fortress</source>
        <extracomment>Values given to the columns, left to right, in expert numbering (see :func:`_numbering_choice`). Troyes Dice buildings: the name alone (&quot;bonus: Fortress&quot;) and with its article (&quot;build the Fortress&quot;).</extracomment>
        <translation>Forteresse</translation>
    </message>
    <message>
        <source>the Fortress</source>
        <translation>la Forteresse</translation>
    </message>
    <message>
        <source>Great Hall</source>
        <translation>Halle</translation>
    </message>
    <message>
        <source>the Great Hall</source>
        <translation>la Halle</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <translation>Cathédrale</translation>
    </message>
    <message>
        <source>the Cathedral</source>
        <translation>la Cathédrale</translation>
    </message>
    <message>
        <source>Count&apos;s Palace</source>
        <translation>Palais du comte</translation>
    </message>
    <message>
        <source>the Count&apos;s Palace</source>
        <translation>le Palais du comte</translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation>Hôtel de ville</translation>
    </message>
    <message>
        <source>the City Hall</source>
        <translation>l&apos;Hôtel de ville</translation>
    </message>
    <message>
        <source>Bishopric</source>
        <translation>Évêché</translation>
    </message>
    <message>
        <source>the Bishopric</source>
        <translation>l&apos;Évêché</translation>
    </message>
    <message>
        <source>the extra citizen goes to the knights</source>
        <extracomment>The extra citizen of a track, by colour (knights, artisans, priests).</extracomment>
        <translation>l&apos;habitant supplémentaire va aux chevaliers</translation>
    </message>
    <message>
        <source>the extra citizen goes to the artisans</source>
        <translation>l&apos;habitant supplémentaire va aux artisans</translation>
    </message>
    <message>
        <source>the extra citizen goes to the priests</source>
        <translation>l&apos;habitant supplémentaire va aux prêtres</translation>
    </message>
    <message>
        <source>the Banquet citizen is one of the knights</source>
        <translation>l&apos;habitant du Banquet est un chevalier</translation>
    </message>
    <message>
        <source>the Banquet citizen is one of the artisans</source>
        <translation>l&apos;habitant du Banquet est un artisan</translation>
    </message>
    <message>
        <source>the Banquet citizen is one of the priests</source>
        <translation>l&apos;habitant du Banquet est un prêtre</translation>
    </message>
    <message>
        <source>turn it red</source>
        <extracomment>&quot;turn it red&quot;: the colour a die is changed to.</extracomment>
        <translation>le rendre rouge</translation>
    </message>
    <message>
        <source>turn it yellow</source>
        <translation>le rendre jaune</translation>
    </message>
    <message>
        <source>turn it white</source>
        <translation>le rendre blanc</translation>
    </message>
    <message numerus="yes">
        <source>gain %n denier(s)</source>
        <translation>
            <numerusform>gagner %n denier</numerusform>
            <numerusform>gagner %n deniers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>gain %n knowledge</source>
        <translation>
            <numerusform>gagner %n point de savoir</numerusform>
            <numerusform>gagner %n points de savoir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>gain %n influence</source>
        <translation>
            <numerusform>gagner %n point d&apos;influence</numerusform>
            <numerusform>gagner %n points d&apos;influence</numerusform>
        </translation>
    </message>
    <message>
        <source>take the {die} (plaza {plaza}, paying 1 denier)</source>
        <translation>prendre le {die} (tuile Place {plaza}, en payant 1 denier)</translation>
    </message>
    <message>
        <source>take the {die} (plaza {plaza}, paying 1 knowledge)</source>
        <translation>prendre le {die} (tuile Place {plaza}, en payant 1 point de savoir)</translation>
    </message>
    <message>
        <source>take the {die} (plaza {plaza}, paying 1 influence)</source>
        <translation>prendre le {die} (tuile Place {plaza}, en payant 1 point d&apos;influence)</translation>
    </message>
    <message>
        <source>{colour} {value}</source>
        <comment>a die: its colour, its value</comment>
        <translation>{value} {colour}</translation>
    </message>
    <message>
        <source>take the {die} (plaza {plaza})</source>
        <translation>prendre le {die} (tuile Place {plaza})</translation>
    </message>
    <message>
        <source>set it to {value}</source>
        <translation>le mettre à {value}</translation>
    </message>
    <message>
        <source>build {building} in column {column}</source>
        <translation>construire {building} dans la colonne {column}</translation>
    </message>
    <message>
        <source>bonus: {building} in column {column}</source>
        <translation>bonus&#xa0;: {building} dans la colonne {column}</translation>
    </message>
    <message>
        <source>the best way to finish this turn</source>
        <translation>la meilleure façon de finir ce coup</translation>
    </message>
    <message>
        <source>{plan} (about +{gain} VP by the end)</source>
        <translation>{plan} (environ +{gain} PV d&apos;ici la fin)</translation>
    </message>
    <message>
        <source>the numbers increase from the rolled value</source>
        <translation>les numéros croissent à partir de la valeur lancée</translation>
    </message>
    <message>
        <source>column {column} gets the value {value}</source>
        <translation>la colonne {column} reçoit la valeur {value}</translation>
    </message>
    <message>
        <source>the first possible move</source>
        <translation>le premier coup possible</translation>
    </message>
    <message>
        <source>a stored cube as a die</source>
        <translation>un cube stocké en guise de dé</translation>
    </message>
    <message>
        <source>its {die}</source>
        <translation>son {die}</translation>
    </message>
    <message>
        <source>le Roy&apos;s {die}</source>
        <translation>le {die} du Roy</translation>
    </message>
    <message>
        <source>the neutral {die}</source>
        <translation>le {die} neutre</translation>
    </message>
    <message>
        <source>{player}&apos;s {die}</source>
        <translation>le {die} à {player}</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} et {last}</translation>
    </message>
    <message>
        <source>{amount} VP</source>
        <translation>{amount} PV</translation>
    </message>
    <message numerus="yes">
        <source>{sign}%n denier(s)</source>
        <translation>
            <numerusform>{sign}%n denier</numerusform>
            <numerusform>{sign}%n deniers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{sign}%n influence</source>
        <translation>
            <numerusform>{sign}%n point d&apos;influence</numerusform>
            <numerusform>{sign}%n points d&apos;influence</numerusform>
        </translation>
    </message>
    <message>
        <source>to place a citizen in the Palace</source>
        <translation>pour placer un habitant au Palais</translation>
    </message>
    <message>
        <source>to place a citizen in the Bishopric</source>
        <translation>pour placer un habitant à l&apos;Évêché</translation>
    </message>
    <message>
        <source>to place a citizen in the City Hall</source>
        <translation>pour placer un habitant à l&apos;Hôtel de ville</translation>
    </message>
    <message>
        <source>places a citizen in the Palace for its red dice</source>
        <translation>place un habitant au Palais pour ses dés rouges</translation>
    </message>
    <message>
        <source>places a citizen in the Bishopric for its white dice</source>
        <translation>place un habitant à l&apos;Évêché pour ses dés blancs</translation>
    </message>
    <message>
        <source>places a citizen in the City Hall for its yellow dice</source>
        <translation>place un habitant à l&apos;Hôtel de ville pour ses dés jaunes</translation>
    </message>
    <message>
        <source>for the {card}</source>
        <translation>pour la carte {card}</translation>
    </message>
    <message>
        <source>for the cathedral</source>
        <translation>pour la Cathédrale</translation>
    </message>
    <message>
        <source>against {event}</source>
        <translation>contre l&apos;évènement {event}</translation>
    </message>
    <message>
        <source>for agriculture</source>
        <translation>pour l&apos;Agriculture</translation>
    </message>
    <message>
        <source>for the ramparts</source>
        <translation>pour les remparts</translation>
    </message>
    <message>
        <source>for its action</source>
        <translation>pour son action</translation>
    </message>
    <message>
        <source>{target} with a cube from the {card}</source>
        <translation>{target} avec un cube de la carte {card}</translation>
    </message>
    <message numerus="yes">
        <source>%n activation(s)</source>
        <translation>
            <numerusform>%n activation</numerusform>
            <numerusform>%n activations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s)</source>
        <translation>
            <numerusform>%n cube</numerusform>
            <numerusform>%n cubes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n pas</numerusform>
            <numerusform>%n pas</numerusform>
        </translation>
    </message>
    <message>
        <source>uses {own} and buys {bought} {target}</source>
        <translation>utilise {own} et achète {bought} {target}</translation>
    </message>
    <message>
        <source>buys {bought} {target}</source>
        <translation>achète {bought} {target}</translation>
    </message>
    <message>
        <source>uses {own} {target}</source>
        <translation>utilise {own} {target}</translation>
    </message>
    <message>
        <source>turns its low dice over, then {move}</source>
        <translation>retourne ses dés faibles, puis {move}</translation>
    </message>
    <message>
        <source>{move}: {details}</source>
        <translation>{move}&#xa0;: {details}</translation>
    </message>
    <message>
        <source>passes: no group of dice is worth its price now (+2 deniers at the end of the round)</source>
        <translation>passe&#xa0;: aucun lot de dés ne vaut ce qu&apos;il coûte maintenant (+2 deniers à la fin du tour)</translation>
    </message>
    <message>
        <source>counters the black {value} with {dice} (+1 influence)</source>
        <translation>contre le {value} noir avec {dice} (+1 point d&apos;influence)</translation>
    </message>
    <message>
        <source>cannot counter the black {value}: loses 2 VP</source>
        <translation>ne peut pas contrer le {value} noir&#xa0;: perd 2 PV</translation>
    </message>
    <message>
        <source>the outdoor tile protects it from the black {value}</source>
        <translation>la tuile extérieure le protège du {value} noir</translation>
    </message>
    <message>
        <source>takes the citizen from its supply</source>
        <translation>prend l&apos;habitant dans sa réserve</translation>
    </message>
    <message>
        <source>takes the citizen from hiring with 2 influence</source>
        <translation>recrute l&apos;habitant pour 2 points d&apos;influence</translation>
    </message>
    <message>
        <source>takes the citizen from a building</source>
        <translation>prend l&apos;habitant sur un bâtiment</translation>
    </message>
    <message>
        <source>takes the citizen from its citizen lying on a building</source>
        <translation>reprend son habitant couché sur un bâtiment</translation>
    </message>
    <message>
        <source>takes the citizen from one of its tradesmen</source>
        <translation>prend l&apos;habitant parmi ses hommes de métier</translation>
    </message>
    <message>
        <source>places a citizen</source>
        <translation>place un habitant</translation>
    </message>
    <message numerus="yes">
        <source>uses the card %n time(s)</source>
        <translation>
            <numerusform>utilise la carte %n fois</numerusform>
            <numerusform>utilise la carte %n fois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sends %n activation(s) of the {card} to the Palace</source>
        <translation>
            <numerusform>envoie %n activation de la carte {card} au Palais</numerusform>
            <numerusform>envoie %n activations de la carte {card} au Palais</numerusform>
        </translation>
    </message>
    <message>
        <source>puts its cube on {event}</source>
        <translation>place son cube sur {event}</translation>
    </message>
    <message>
        <source>takes the citizen from its citizens</source>
        <translation>prend l&apos;habitant parmi les siens</translation>
    </message>
    <message>
        <source>uses the outdoor activity</source>
        <translation>utilise l&apos;activité extérieure</translation>
    </message>
    <message>
        <source>leaves the outdoor activity</source>
        <translation>n&apos;utilise pas l&apos;activité extérieure</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>adds a die to its group</source>
        <translation>ajoute un dé à son lot</translation>
    </message>
    <message>
        <source>uses its group {target}</source>
        <translation>utilise son lot {target}</translation>
    </message>
    <message>
        <source>chooses {player}</source>
        <translation>choisit {player}</translation>
    </message>
    <message>
        <source>le Roy&apos;s turn</source>
        <translation>au Roy de jouer</translation>
    </message>
    <message>
        <source>chooses what scores best</source>
        <translation>choisit ce qui rapporte le plus</translation>
    </message>
    <message numerus="yes">
        <source>{reason} (best of %n moves over {samples} samples)</source>
        <translation>
            <numerusform>{reason} (meilleur de %n coup sur {samples} tirages)</numerusform>
            <numerusform>{reason} (meilleur de %n coups sur {samples} tirages)</numerusform>
        </translation>
    </message>
    <message>
        <source>a move at random</source>
        <translation>un coup au hasard</translation>
    </message>
</context>
<context>
    <name>OutdoorFaces</name>
    <message>
        <source>Town crier</source>
        <extracomment>Red diamond, white circle, yellow sun, purple crown (the head of the family). The Ladies of Troyes outdoor tile faces: a short title and one line of our own words (board and prompts). Show them with :func:`outdoor_title` / :func:`outdoor_line` (or ``translate(&quot;OutdoorFaces&quot;, text)``).</extracomment>
        <translation>Crieur public</translation>
    </message>
    <message>
        <source>+4 influence when you place a citizen in a building</source>
        <translation>+4 points d&apos;influence quand vous placez un habitant dans un bâtiment</translation>
    </message>
    <message>
        <source>Harvest</source>
        <translation>Moisson</translation>
    </message>
    <message>
        <source>+5 deniers when you work the fields</source>
        <translation>+5 deniers quand vous exploitez l&apos;Agriculture</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Marché</translation>
    </message>
    <message>
        <source>+4 influence when an opponent buys your dice</source>
        <translation>+4 points d&apos;influence quand un adversaire achète vos dés</translation>
    </message>
    <message>
        <source>Guild dues</source>
        <translation>Droits de guilde</translation>
    </message>
    <message>
        <source>+4 deniers when an opponent activates a card with your tradesman</source>
        <translation>+4 deniers quand un adversaire active une carte où se trouve votre homme de métier</translation>
    </message>
    <message>
        <source>Red recruit</source>
        <translation>Recrue rouge</translation>
    </message>
    <message>
        <source>before an action: roll a red die into your district</source>
        <translation>avant une action&#xa0;: lancez un dé rouge dans votre quartier</translation>
    </message>
    <message>
        <source>Yellow recruit</source>
        <translation>Recrue jaune</translation>
    </message>
    <message>
        <source>before an action: roll a yellow die into your district</source>
        <translation>avant une action&#xa0;: lancez un dé jaune dans votre quartier</translation>
    </message>
    <message>
        <source>White recruit</source>
        <translation>Recrue blanche</translation>
    </message>
    <message>
        <source>before an action: roll a white die into your district</source>
        <translation>avant une action&#xa0;: lancez un dé blanc dans votre quartier</translation>
    </message>
    <message>
        <source>Family call</source>
        <translation>Appel de la famille</translation>
    </message>
    <message>
        <source>before an action, pay 2 deniers: roll your purple die again</source>
        <translation>avant une action, payez 2 deniers&#xa0;: relancez votre dé violet</translation>
    </message>
    <message>
        <source>Barter</source>
        <translation>Troc</translation>
    </message>
    <message>
        <source>before an action: swap one die with each opponent or the neutral district, at most 3 swaps (values kept)</source>
        <translation>avant une action&#xa0;: échangez un dé avec chaque adversaire ou le quartier gris, 3 échanges au plus (les valeurs sont conservées)</translation>
    </message>
    <message>
        <source>Haggling</source>
        <translation>Marchandage</translation>
    </message>
    <message>
        <source>turn over an opponent&apos;s die you are buying (not a neutral die), then use it at once</source>
        <translation>retournez le dé d&apos;un adversaire que vous achetez (pas un dé neutre), puis utilisez-le aussitôt</translation>
    </message>
    <message>
        <source>Storehouse</source>
        <translation>Entrepôt</translation>
    </message>
    <message>
        <source>after a delayed or mixed card: move a cube onto such a card</source>
        <translation>après une carte à usage différé ou mixte&#xa0;: déplacez un cube sur une telle carte</translation>
    </message>
    <message>
        <source>Watchtower</source>
        <translation>Tour de guet</translation>
    </message>
    <message>
        <source>destroy the black die facing you (+1 influence) or avoid one event loss</source>
        <translation>détruisez le dé noir qui vous menace (+1 point d&apos;influence) ou évitez une perte due à un évènement</translation>
    </message>
    <message>
        <source>Race to the gate</source>
        <translation>Course à la porte</translation>
    </message>
    <message>
        <source>top gate: 6 / 4 / 2 / 1 VP by order of arrival; no cubes</source>
        <translation>porte du haut&#xa0;: 6 / 4 / 2 / 1 PV par ordre d&apos;arrivée&#xa0;; pas de cubes</translation>
    </message>
    <message>
        <source>Gate feast</source>
        <translation>Fête à la porte</translation>
    </message>
    <message>
        <source>top gate: 3 VP for everyone; 1 VP per cube at the end</source>
        <translation>porte du haut&#xa0;: 3 PV pour chacun&#xa0;; 1 PV par cube en fin de partie</translation>
    </message>
    <message>
        <source>Tourney field</source>
        <translation>Champ de tournoi</translation>
    </message>
    <message>
        <source>most cubes at the end: 9 / 6 / 3 VP</source>
        <translation>le plus de cubes en fin de partie&#xa0;: 9 / 6 / 3 PV</translation>
    </message>
    <message>
        <source>ask each time</source>
        <extracomment>A player&apos;s standing answer about an outdoor activity; show it with :func:`standing_word`.</extracomment>
        <translation>demander à chaque fois</translation>
    </message>
    <message>
        <source>always use</source>
        <translation>toujours utiliser</translation>
    </message>
    <message>
        <source>never use</source>
        <translation>ne jamais utiliser</translation>
    </message>
    <message>
        <source>the level {level} outdoor activity ({title})</source>
        <translation>l&apos;activité extérieure de niveau {level} ({title})</translation>
    </message>
    <message>
        <source>the level {level} outdoor activity</source>
        <translation>l&apos;activité extérieure de niveau {level}</translation>
    </message>
</context>
</TS>
