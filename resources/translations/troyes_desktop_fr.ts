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
        <name>DiceRules</name>
        <message>
            <source>Played a solo game (3 needed)</source>
            <extracomment>Achievement ids, in the order of the rulebook's list, with their wording in English (shown with :func:`achievement_text`, in the current language).</extracomment>
            <translation>Partie en solo jouée (il en faut 3)</translation>
        </message>
        <message>
            <source>Played a multiplayer game (3 needed)</source>
            <translation>Partie à plusieurs jouée (il en faut 3)</translation>
        </message>
        <message>
            <source>Played a game with Banquets and Raids (3 needed)</source>
            <translation>Partie avec Banquets et Raids jouée (il en faut 3)</translation>
        </message>
        <message>
            <source>Ended a game with at least 45 VP</source>
            <translation>Partie terminée avec au moins 45 PV</translation>
        </message>
        <message>
            <source>Ended a game with at least 55 VP</source>
            <translation>Partie terminée avec au moins 55 PV</translation>
        </message>
        <message>
            <source>Ended a game with at least 65 VP</source>
            <translation>Partie terminée avec au moins 65 PV</translation>
        </message>
        <message>
            <source>Won a multiplayer game with more than 60 VP</source>
            <translation>Partie à plusieurs gagnée avec plus de 60 PV</translation>
        </message>
        <message>
            <source>Gained 18 VP from a single character</source>
            <translation>18 PV gagnés grâce à un seul personnage</translation>
        </message>
        <message>
            <source>Ended a game with at least 40 citizens</source>
            <translation>Partie terminée avec au moins 40 habitants</translation>
        </message>
        <message>
            <source>Drew all the prestige buildings of one row</source>
            <translation>Tous les bâtiments de prestige d'une rangée dessinés</translation>
        </message>
        <message>
            <source>Drew all the work buildings of one row</source>
            <translation>Tous les bâtiments de travail d'une rangée dessinés</translation>
        </message>
        <message>
            <source>Circled all the resources of one track</source>
            <translation>Toutes les ressources d'une piste entourées</translation>
        </message>
        <message>
            <source>Circled all the citizens of one track</source>
            <translation>Tous les habitants d'une piste entourés</translation>
        </message>
        <message>
            <source>Fortress</source>
            <extracomment>Building rows of a district: 0 = prestige building, 1 = work building. building id -&gt; its English name (show it with :func:`building_name`, in the current language).</extracomment>
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
            <source>unknown module {module}: Troyes Dice knows {known}</source>
            <extracomment>building id -&gt; (row, district) (row, district) -&gt; building id</extracomment>
            <translation>module inconnu {module} : Troyes Dice connaît {known}</translation>
        </message>
        <message>
            <source>constructing a prestige building takes nothing more: the die's colour chooses the building and its value the column</source>
            <translation>construire un bâtiment de prestige ne demande rien de plus : la couleur du dé choisit le bâtiment et sa valeur la colonne</translation>
        </message>
        <message>
            <source>constructing a work building takes nothing more: the die's colour chooses the building and its value the column</source>
            <translation>construire un bâtiment de travail ne demande rien de plus : la couleur du dé choisit le bâtiment et sa valeur la colonne</translation>
        </message>
        <message>
            <source>a die is chosen by its plaza rank (1 to 4) and, where that plaza asks, the resource paid</source>
            <extracomment>How many parts each kind of action has, and the plain-words refusal when it has another number (English: show it with ``translate("DiceRules", text)``).</extracomment>
            <translation>un dé se choisit par le rang de sa place (1 à 4) et, si cette place le demande, par la ressource payée</translation>
        </message>
        <message>
            <source>gaining one of each resource takes nothing more</source>
            <translation>gagner une ressource de chaque sorte ne demande rien de plus</translation>
        </message>
        <message>
            <source>a colour change names only the new colour</source>
            <translation>un changement de couleur ne nomme que la nouvelle couleur</translation>
        </message>
        <message>
            <source>a value change names only the new value</source>
            <translation>un changement de valeur ne nomme que la nouvelle valeur</translation>
        </message>
        <message>
            <source>gaining resources takes nothing more: the die's colour and value decide</source>
            <translation>gagner des ressources ne demande rien de plus : la couleur et la valeur du dé décident</translation>
        </message>
        <message>
            <source>the town crier names only the direction (increasing or decreasing)</source>
            <translation>le crieur public ne nomme que le sens (croissant ou décroissant)</translation>
        </message>
        <message>
            <source>the town crier names only the number of the next column</source>
            <translation>le crieur public ne nomme que le numéro de la colonne suivante</translation>
        </message>
        <message>
            <source>name only the track that takes the citizen</source>
            <translation>nommez seulement la piste qui reçoit l'habitant</translation>
        </message>
        <message>
            <source>name the building and its column</source>
            <translation>nommez le bâtiment et sa colonne</translation>
        </message>
        <message>
            <source>name only the colour of the citizen</source>
            <translation>nommez seulement la couleur de l'habitant</translation>
        </message>
        <message>
            <source>the town crier must choose whether the column numbers increase or decrease</source>
            <extracomment>What the deciding player is asked for, by decision kind (shown when another kind of action is tried).</extracomment>
            <translation>le crieur public doit choisir si les numéros des colonnes vont en croissant ou en décroissant</translation>
        </message>
        <message>
            <source>the town crier must choose the number of the next column</source>
            <translation>le crieur public doit choisir le numéro de la colonne suivante</translation>
        </message>
        <message>
            <source>the player must choose a die</source>
            <translation>le joueur doit choisir un dé</translation>
        </message>
        <message>
            <source>the player must adjust the chosen die or perform an action with it</source>
            <translation>le joueur doit modifier le dé choisi ou effectuer une action avec lui</translation>
        </message>
        <message>
            <source>the player must choose the track of a citizen whose own track is full</source>
            <translation>le joueur doit choisir la piste d'un habitant dont la piste est pleine</translation>
        </message>
        <message>
            <source>the player must choose the prestige building given by a citizen track</source>
            <translation>le joueur doit choisir le bâtiment de prestige offert par une piste d'habitants</translation>
        </message>
        <message>
            <source>the player must choose the work building given by a column bonus</source>
            <translation>le joueur doit choisir le bâtiment de travail offert par un bonus de colonne</translation>
        </message>
        <message>
            <source>the player must choose the yellow or white citizen of the Banquet</source>
            <translation>le joueur doit choisir l'habitant jaune ou blanc du Banquet</translation>
        </message>
        <message numerus="yes">
            <source>you cannot pay %n influence (you have {have})</source>
            <translation>
                <numerusform>vous ne pouvez pas payer %n influence (vous en avez {have})</numerusform>
                <numerusform>vous ne pouvez pas payer %n influence (vous en avez {have})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>you cannot pay %n deniers (you have {have})</source>
            <translation>
                <numerusform>vous ne pouvez pas payer %n denier (vous en avez {have})</numerusform>
                <numerusform>vous ne pouvez pas payer %n deniers (vous en avez {have})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>you cannot pay %n knowledge (you have {have})</source>
            <translation>
                <numerusform>vous ne pouvez pas payer %n savoir (vous en avez {have})</numerusform>
                <numerusform>vous ne pouvez pas payer %n savoir (vous en avez {have})</numerusform>
            </translation>
        </message>
        <message>
            <source>the {building} in column {column} is already built</source>
            <translation>la case {building} de la colonne {column} est déjà construite</translation>
        </message>
        <message>
            <source>the {building} in column {column} is already crossed</source>
            <translation>la case {building} de la colonne {column} est déjà rayée</translation>
        </message>
        <message>
            <source>the {building} in column {column} cannot be constructed now</source>
            <translation>la case {building} de la colonne {column} ne peut pas être construite maintenant</translation>
        </message>
        <message>
            <source>the {building} in column {column} cannot be constructed now (already built, crossed out or not offered)</source>
            <translation>la case {building} de la colonne {column} ne peut pas être construite maintenant (déjà construite, rayée ou non proposée)</translation>
        </message>
        <message>
            <source>the {building} cannot be constructed now (already built, crossed out or not offered)</source>
            <translation>la case {building} ne peut pas être construite maintenant (déjà construite, rayée ou non proposée)</translation>
        </message>
        <message>
            <source>that building cannot be constructed now</source>
            <translation>ce bâtiment ne peut pas être construit maintenant</translation>
        </message>
        <message>
            <source>the red track is full or not offered</source>
            <translation>la piste rouge est pleine ou non proposée</translation>
        </message>
        <message>
            <source>the yellow track is full or not offered</source>
            <translation>la piste jaune est pleine ou non proposée</translation>
        </message>
        <message>
            <source>the white track is full or not offered</source>
            <translation>la piste blanche est pleine ou non proposée</translation>
        </message>
        <message>
            <source>that track is full or not offered</source>
            <translation>cette piste est pleine ou non proposée</translation>
        </message>
        <message>
            <source>a red citizen is not offered</source>
            <translation>aucun habitant rouge n'est proposé</translation>
        </message>
        <message>
            <source>a yellow citizen is not offered</source>
            <translation>aucun habitant jaune n'est proposé</translation>
        </message>
        <message>
            <source>a white citizen is not offered</source>
            <translation>aucun habitant blanc n'est proposé</translation>
        </message>
        <message>
            <source>that citizen is not offered</source>
            <translation>cet habitant n'est pas proposé</translation>
        </message>
        <message>
            <source>Troyes Dice is played by 1 to 10 players, not {players}</source>
            <extracomment>Names the app and the tests import from here (they live in the rule modules above).</extracomment>
            <translation>Troyes Dice se joue de 1 à 10 joueurs, pas {players}</translation>
        </message>
        <message>
            <source>unknown numbering {numbering} (one of {modes})</source>
            <translation>numérotation inconnue {numbering} (au choix : {modes})</translation>
        </message>
        <message>
            <source>the game is over</source>
            <extracomment>Events of the setup (the first roll included when no numbering decision is needed).</extracomment>
            <translation>la partie est terminée</translation>
        </message>
        <message>
            <source>you can afford a die, so you must choose one</source>
            <translation>vous pouvez payer un dé : vous devez donc en choisir un</translation>
        </message>
        <message>
            <source>choose a die by its plaza rank, 1 to 4</source>
            <translation>choisissez un dé par le rang de sa place, de 1 à 4</translation>
        </message>
        <message>
            <source>the black die can never be chosen</source>
            <translation>le dé noir ne peut jamais être choisi</translation>
        </message>
        <message>
            <source>that plaza has been destroyed</source>
            <translation>cette place a été détruite</translation>
        </message>
        <message>
            <source>this plaza costs 1 resource of your choice: say which one</source>
            <translation>cette place coûte 1 ressource de votre choix : indiquez laquelle</translation>
        </message>
        <message>
            <source>this plaza does not ask for a resource of your choice</source>
            <translation>cette place ne demande pas de ressource de votre choix</translation>
        </message>
        <message>
            <source>the die on plaza {rank} cannot be chosen</source>
            <translation>le dé de la place {rank} ne peut pas être choisi</translation>
        </message>
        <message>
            <source>the colour of this die has already been changed</source>
            <translation>la couleur de ce dé a déjà été changée</translation>
        </message>
        <message>
            <source>the Raid beside this plaza forbids changing the colour of its die</source>
            <translation>le Raid à côté de cette place interdit de changer la couleur de son dé</translation>
        </message>
        <message>
            <source>choose red, yellow or white</source>
            <translation>choisissez rouge, jaune ou blanc</translation>
        </message>
        <message>
            <source>the die is already that colour</source>
            <translation>le dé est déjà de cette couleur</translation>
        </message>
        <message>
            <source>changing the colour costs {cost} knowledge (you have {have})</source>
            <translation>changer la couleur coûte {cost} savoir (vous en avez {have})</translation>
        </message>
        <message>
            <source>the value of this die has already been changed</source>
            <translation>la valeur de ce dé a déjà été changée</translation>
        </message>
        <message>
            <source>the Raid beside this plaza forbids changing the value of its die</source>
            <translation>le Raid à côté de cette place interdit de changer la valeur de son dé</translation>
        </message>
        <message>
            <source>a die value goes from 1 to 6 (it does not wrap around)</source>
            <translation>la valeur d'un dé va de 1 à 6 (on ne passe pas de 6 à 1)</translation>
        </message>
        <message>
            <source>the die already shows that value</source>
            <translation>le dé montre déjà cette valeur</translation>
        </message>
        <message>
            <source>that change costs {cost} influence (you have {have})</source>
            <translation>ce changement coûte {cost} influence (vous en avez {have})</translation>
        </message>
        <message>
            <source>a die of value 0 matches no column</source>
            <translation>un dé de valeur 0 ne correspond à aucune colonne</translation>
        </message>
        <message>
            <source>the Raid beside this plaza forbids constructing a prestige building with its die</source>
            <translation>le Raid à côté de cette place interdit de construire un bâtiment de prestige avec son dé</translation>
        </message>
        <message>
            <source>{value} is already used or not a die value</source>
            <translation>{value} est déjà pris ou n'est pas une valeur de dé</translation>
        </message>
        <message>
            <source>choose increasing or decreasing</source>
            <translation>choisissez croissant ou décroissant</translation>
        </message>
        <message>
            <source>'{kind}' is not possible now: {expected}</source>
            <translation>« {kind} » n'est pas possible maintenant : {expected}</translation>
        </message>
        <message>
            <source>it is player {deciding}'s decision, not player {other}'s</source>
            <translation>c'est au joueur {deciding} de décider, pas au joueur {other}</translation>
        </message>
        <message>
            <source>the game's setup must be a set of named values</source>
            <extracomment>Every key a setup may hold. Who fills each sheet: a person, or a computer player of that level (``seats``, optional). Seeds are 64-bit numbers (the dialog draws them below 2**30).</extracomment>
            <translation>la configuration de la partie doit être un ensemble de valeurs nommées</translation>
        </message>
        <message>
            <source>the game's setup holds something unknown ('{key}')</source>
            <translation>la configuration de la partie contient quelque chose d'inconnu (« {key} »)</translation>
        </message>
        <message>
            <source>the numbering must be one of {modes}</source>
            <translation>la numérotation doit être l'une des suivantes : {modes}</translation>
        </message>
        <message>
            <source>the seats must be one per player, each one of {kinds}</source>
            <translation>il faut une place par joueur, chacune parmi : {kinds}</translation>
        </message>
        <message>
            <source>not a Troyes Desktop save</source>
            <extracomment>Every field a save may hold, and more actions than the longest game takes (10 players: about 2,500).</extracomment>
            <translation>ce n'est pas une sauvegarde de Troyes Desktop</translation>
        </message>
        <message>
            <source>this save is for the game '{game}', not Troyes Dice</source>
            <translation>cette sauvegarde est celle du jeu « {game} », pas de Troyes Dice</translation>
        </message>
        <message>
            <source>this save is for an unknown kind of game, not Troyes Dice</source>
            <translation>cette sauvegarde est celle d'un jeu inconnu, pas de Troyes Dice</translation>
        </message>
        <message>
            <source>unknown save version (a newer Troyes Desktop, or a damaged file)</source>
            <translation>version de sauvegarde inconnue (un Troyes Desktop plus récent, ou un fichier endommagé)</translation>
        </message>
        <message>
            <source>the save holds an unknown field ('{field}')</source>
            <translation>la sauvegarde contient un champ inconnu (« {field} »)</translation>
        </message>
        <message>
            <source>the save has no setup or no action list</source>
            <translation>la sauvegarde n'a pas de configuration ou pas de liste de coups</translation>
        </message>
        <message>
            <source>the save holds {count} actions, more than any game has</source>
            <translation>la sauvegarde contient {count} coups, plus qu'aucune partie n'en compte</translation>
        </message>
        <message>
            <source>invalid setup in the save: {reason}</source>
            <translation>configuration invalide dans la sauvegarde : {reason}</translation>
        </message>
        <message>
            <source>invalid setup in the save</source>
            <translation>configuration invalide dans la sauvegarde</translation>
        </message>
        <message>
            <source>not one of the moves possible then</source>
            <translation>ce n'était pas l'un des coups possibles à ce moment-là</translation>
        </message>
        <message>
            <source>action {number} of the save cannot be replayed: {reason}</source>
            <translation>le coup {number} de la sauvegarde ne peut pas être rejoué : {reason}</translation>
        </message>
        <message>
            <source>action {number} of the save cannot be replayed</source>
            <translation>le coup {number} de la sauvegarde ne peut pas être rejoué</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>true/false is not a move: give the whole number or the word the game asks for</source>
            <translation>vrai/faux n'est pas un coup : donnez le nombre entier ou le mot que le jeu demande</translation>
        </message>
        <message>
            <source>a decimal number is not a move: give a whole number</source>
            <translation>un nombre décimal n'est pas un coup : donnez un nombre entier</translation>
        </message>
        <message>
            <source>a move is made of words and whole numbers only</source>
            <translation>un coup n'est fait que de mots et de nombres entiers</translation>
        </message>
        <message>
            <source>that is not a move of this game</source>
            <translation>ce n'est pas un coup de ce jeu</translation>
        </message>
        <message>
            <source>'{kind}': {reason}</source>
            <translation>« {kind} » : {reason}</translation>
        </message>
        <message>
            <source>file</source>
            <extracomment>Largest file read at all (bytes). Real saves are under 100 KB; a few MB leaves a wide margin. Deepest nesting of arrays and objects accepted (saves need 4: save / setup / options / list). Most arrays and objects in one file (a long game's save holds a few thousand): bounds the memory. Longest integer accepted, in digits (seeds are 64-bit numbers: 20 digits). Longest player name: the new-game dialogs of both games cap their name fields at this length. What the callers call the files they read, and the values the schema checks name (``what``): the callers pass these English words, shown through :func:`noun` in the current language.</extracomment>
            <translation>fichier</translation>
        </message>
        <message>
            <source>save file</source>
            <translation>fichier de sauvegarde</translation>
        </message>
        <message>
            <source>settings file</source>
            <translation>fichier de paramètres</translation>
        </message>
        <message>
            <source>achievements file</source>
            <translation>fichier des succès</translation>
        </message>
        <message>
            <source>card corrections file</source>
            <translation>fichier de corrections des cartes</translation>
        </message>
        <message>
            <source>the number of players</source>
            <translation>le nombre de joueurs</translation>
        </message>
        <message>
            <source>the game's seed</source>
            <translation>la graine de la partie</translation>
        </message>
        <message>
            <source>the player names</source>
            <translation>la liste des noms des joueurs</translation>
        </message>
        <message>
            <source>the modules</source>
            <translation>la liste des modules</translation>
        </message>
        <message>
            <source>the player colours</source>
            <translation>la liste des couleurs des joueurs</translation>
        </message>
        <message>
            <source>a player name</source>
            <translation>un nom de joueur</translation>
        </message>
        <message>
            <source>{name}: no such file</source>
            <translation>{name} : fichier introuvable</translation>
        </message>
        <message>
            <source>{name}: cannot be read ({reason})</source>
            <translation>{name} : lecture impossible ({reason})</translation>
        </message>
        <message>
            <source>{name}: cannot be read (unknown reason)</source>
            <translation>{name} : lecture impossible (raison inconnue)</translation>
        </message>
        <message>
            <source>{name} is a folder, not a {what}</source>
            <translation>{name} est un dossier, pas un {what}</translation>
        </message>
        <message>
            <source>{name} is a pipe, not a {what}</source>
            <translation>{name} est un tube, pas un {what}</translation>
        </message>
        <message>
            <source>{name} is a device, not a {what}</source>
            <translation>{name} est un périphérique, pas un {what}</translation>
        </message>
        <message>
            <source>{name} is a socket, not a {what}</source>
            <translation>{name} est un socket réseau, pas un {what}</translation>
        </message>
        <message>
            <source>{name} is a special file, not a {what}</source>
            <translation>{name} est un fichier spécial, pas un {what}</translation>
        </message>
        <message>
            <source>{name} is too large to be a {what} (over {size} MB; real ones are a few kilobytes)</source>
            <translation>{name} est trop volumineux pour être un {what} (plus de {size} Mo ; un vrai ne pèse que quelques kilo-octets)</translation>
        </message>
        <message>
            <source>it is not text</source>
            <translation>ce n'est pas du texte</translation>
        </message>
        <message>
            <source>it holds a number with more than {digits} digits</source>
            <translation>il contient un nombre de plus de {digits} chiffres</translation>
        </message>
        <message>
            <source>it holds a number that is far too long</source>
            <translation>il contient un nombre bien trop long</translation>
        </message>
        <message>
            <source>it holds a number too large to be real</source>
            <translation>il contient un nombre trop grand pour être vrai</translation>
        </message>
        <message>
            <source>it holds {word}, which is not a number</source>
            <translation>il contient {word}, qui n'est pas un nombre</translation>
        </message>
        <message>
            <source>it names the same field twice</source>
            <translation>il nomme deux fois le même champ</translation>
        </message>
        <message>
            <source>its data is nested {depth} levels deep</source>
            <translation>ses données sont imbriquées sur {depth} niveaux</translation>
        </message>
        <message>
            <source>it holds {count} lists and groups, far more than any real one</source>
            <translation>il contient {count} listes et groupes, bien plus qu'aucun vrai fichier</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>il est vide</translation>
        </message>
        <message>
            <source>broken JSON at line {line}</source>
            <translation>JSON invalide à la ligne {line}</translation>
        </message>
        <message>
            <source>its data cannot be read</source>
            <translation>ses données sont illisibles</translation>
        </message>
        <message>
            <source>it holds text that is not valid Unicode</source>
            <translation>il contient du texte qui n'est pas de l'Unicode valide</translation>
        </message>
        <message>
            <source>{name} is not a valid {what} ({detail})</source>
            <translation>{name} n'est pas un {what} valide ({detail})</translation>
        </message>
        <message>
            <source>{what} must be a whole number from {lo} to {hi}</source>
            <translation>{what} doit être un nombre entier de {lo} à {hi}</translation>
        </message>
        <message>
            <source>{what} must be some text</source>
            <translation>{what} doit être un texte</translation>
        </message>
        <message>
            <source>{what} is longer than {length} characters</source>
            <translation>{what} dépasse {length} caractères</translation>
        </message>
        <message>
            <source>{what} holds characters that are not printable text</source>
            <translation>{what} contient des caractères qui ne sont pas du texte imprimable</translation>
        </message>
        <message numerus="yes">
            <source>{what} must be a list of %n names</source>
            <translation>
                <numerusform>{what} doit être une liste de %n nom</numerusform>
                <numerusform>{what} doit être une liste de %n noms</numerusform>
            </translation>
        </message>
        <message>
            <source>the name of player {number}</source>
            <translation>le nom du joueur {number}</translation>
        </message>
        <message>
            <source>{what} must be a list</source>
            <translation>{what} doit être une liste</translation>
        </message>
        <message>
            <source>{what} name something unknown: {value} (known: {known})</source>
            <translation>{what} nomme quelque chose d'inconnu : {value} (connus : {known})</translation>
        </message>
        <message>
            <source>{what} name the same one twice</source>
            <translation>{what} nomme deux fois le même élément</translation>
        </message>
        <message>
            <source>action {number} is damaged: it must be a JSON array starting with its kind</source>
            <extracomment>Longest action (number of slots) and longest text in one slot of a saved action.</extracomment>
            <translation>le coup {number} est endommagé : ce doit être un tableau JSON commençant par son type</translation>
        </message>
        <message>
            <source>action {number} holds something no action has: {value}</source>
            <translation>le coup {number} contient quelque chose qu'aucun coup ne contient : {value}</translation>
        </message>
        <message>
            <source>Your {what} was damaged ({reason}): it was kept as {kept} and a fresh one starts now.</source>
            <translation>Votre {what} était endommagé ({reason}) : il a été conservé sous le nom {kept} et un nouveau le remplace dès maintenant.</translation>
        </message>
        <message>
            <source>Your {what} was damaged ({reason}): a fresh one starts now.</source>
            <translation>Votre {what} était endommagé ({reason}) : un nouveau le remplace dès maintenant.</translation>
        </message>
        <message>
            <source>a saved action must be a JSON array of words and numbers</source>
            <translation>un coup enregistré doit être un tableau JSON de mots et de nombres</translation>
        </message>
        <message>
            <source>a saved action holds something no action has: {value}</source>
            <translation>un coup enregistré contient quelque chose qu'aucun coup ne contient : {value}</translation>
        </message>
        <message>
            <source>the save is damaged: its contents cannot be replayed</source>
            <translation>la sauvegarde est endommagée : son contenu ne peut pas être rejoué</translation>
        </message>
    </context>
    <context>
        <name>Model</name>
        <message>
            <source>January</source>
            <extracomment>Save-file endings of each mode (the mode's key is the first part of the name). Autosaves of earlier versions, one per mode, moved into the games folder on first use. The months, as :meth:`Entry.when` names them (in the current language, whatever the system's locale).</extracomment>
            <translation>janvier</translation>
        </message>
        <message>
            <source>February</source>
            <translation>février</translation>
        </message>
        <message>
            <source>March</source>
            <translation>mars</translation>
        </message>
        <message>
            <source>April</source>
            <translation>avril</translation>
        </message>
        <message>
            <source>May</source>
            <translation>mai</translation>
        </message>
        <message>
            <source>June</source>
            <translation>juin</translation>
        </message>
        <message>
            <source>July</source>
            <translation>juillet</translation>
        </message>
        <message>
            <source>August</source>
            <translation>août</translation>
        </message>
        <message>
            <source>September</source>
            <translation>septembre</translation>
        </message>
        <message>
            <source>October</source>
            <translation>octobre</translation>
        </message>
        <message>
            <source>November</source>
            <translation>novembre</translation>
        </message>
        <message>
            <source>December</source>
            <translation>décembre</translation>
        </message>
        <message>
            <source>today at {time}</source>
            <translation>aujourd'hui à {time}</translation>
        </message>
        <message>
            <source>yesterday at {time}</source>
            <translation>hier à {time}</translation>
        </message>
        <message>
            <source>1 {month}</source>
            <translation>1er {month}</translation>
        </message>
        <message>
            <source>1 {month} {year}</source>
            <translation>1er {month} {year}</translation>
        </message>
        <message>
            <source>{day} {month}</source>
            <translation>{day} {month}</translation>
        </message>
        <message>
            <source>{day} {month} {year}</source>
            <translation>{day} {month} {year}</translation>
        </message>
        <message>
            <source>this folder does not allow writing ({folder})</source>
            <translation>ce dossier n'autorise pas l'écriture ({folder})</translation>
        </message>
        <message>
            <source>the disk holding {folder} is read-only</source>
            <translation>le disque qui contient {folder} est en lecture seule</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>le disque est plein</translation>
        </message>
        <message>
            <source>your disk quota is used up</source>
            <translation>votre quota de disque est épuisé</translation>
        </message>
        <message>
            <source>the folder {folder} does not exist any more</source>
            <translation>le dossier {folder} n'existe plus</translation>
        </message>
        <message>
            <source>{folder} is not a folder</source>
            <translation>{folder} n'est pas un dossier</translation>
        </message>
        <message>
            <source>a folder of that name is in the way</source>
            <translation>un dossier du même nom occupe la place</translation>
        </message>
        <message>
            <source>the file name is too long</source>
            <translation>le nom du fichier est trop long</translation>
        </message>
        <message>
            <source>the computer refused to write the file</source>
            <translation>l'ordinateur a refusé d'écrire le fichier</translation>
        </message>
        <message>
            <source>{what} failed: {reason}.

The game itself is safe and still in play. Choose “Save elsewhere…” to keep it in another folder.</source>
            <translation>{what} a échoué : {reason}.

La partie elle-même est intacte et continue. Choisissez « Enregistrer ailleurs… » pour la conserver dans un autre dossier.</translation>
        </message>
        <message>
            <source>the earlier steps were made before this game was opened.</source>
            <translation>les coups précédents ont été joués avant l'ouverture de cette partie.</translation>
        </message>
        <message>
            <source>nothing to take back yet.</source>
            <translation>rien à annuler pour l'instant.</translation>
        </message>
        <message>
            <source>{player} is a computer player: wait for its move</source>
            <extracomment>A save or an automatic save failed: the plain-words text to show the player. The game was saved to its file, or changed after that (``dirty`` flipped). Store every game that ends here in the history (troyes_desktop.store); a replay turns it off. The key of this model's mode in :data:`troyes_desktop.ui.modes.MODES`. This game's own automatic save (chosen at the first autosave when None). The file the player saved the game to or opened it from (None: only autosaved). The last automatic save failed (cleared by the next one that succeeds). Why nothing before the floor can be taken back: a function wording it in the current language. The computer seats (seat -&gt; level), read from the game's setup. Lines for the chronicle said before an action (the computer players' reasons): history index -&gt; (seat, text).</extracomment>
            <translation>{player} est un joueur ordinateur : attendez son coup</translation>
        </message>
        <message>
            <source>player {number}</source>
            <translation>joueur {number}</translation>
        </message>
        <message>
            <source>the next player</source>
            <translation>le joueur suivant</translation>
        </message>
        <message>
            <source>a card was revealed since.</source>
            <translation>une carte a été révélée depuis.</translation>
        </message>
        <message>
            <source>dice were rolled since.</source>
            <translation>des dés ont été lancés depuis.</translation>
        </message>
        <message>
            <source>le Roy has played since.</source>
            <translation>le Roy a joué depuis.</translation>
        </message>
        <message>
            <source>the decision passed from {before} to {now}.</source>
            <translation>c'est maintenant à {now} de décider, et non plus à {before}.</translation>
        </message>
        <message>
            <source>that step cannot be taken back.</source>
            <translation>ce coup ne peut pas être annulé.</translation>
        </message>
        <message>
            <source>Saving the game to {file}</source>
            <translation>L'enregistrement de la partie dans {file}</translation>
        </message>
        <message>
            <source>The automatic save</source>
            <translation>L'enregistrement automatique</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>it does not hold settings</source>
            <extracomment>Every setting with its default value; the default's type is the setting's type. The values a setting may take, when they are a short list. The notice about a damaged settings file, not yet taken: a function wording it in the current language (the file is read before the language is chosen), or None.</extracomment>
            <translation>il ne contient pas de paramètres</translation>
        </message>
        <message>
            <source>Until you change them, the usual settings are used.</source>
            <translation>Tant que vous ne les modifiez pas, les paramètres habituels s'appliquent.</translation>
        </message>
    </context>
    <context>
        <name>Store</name>
        <message>
            <source>The finished game could not be added to the history: {reason}.</source>
            <translation>La partie terminée n'a pas pu être ajoutée à l'historique : {reason}.</translation>
        </message>
        <message>
            <source>The finished game could not be added to the history.</source>
            <translation>La partie terminée n'a pas pu être ajoutée à l'historique.</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <extracomment>``PRAGMA application_id``: "TrDk" as a 32-bit number, so a foreign SQLite file is recognised. The Troyes Dice achievements counted over games ("play 3 solo games"...): earned at the third one. Version 1 (Troyes Desktop before profiles): one row per game with its record as JSON. from version -&gt; function bringing the schema to version + 1 (run inside one transaction). A message for the player when the file had to be set aside or could not be migrated ("" if none).</extracomment>
            <translation>le disque est plein</translation>
        </message>
        <message>
            <source>the data folder cannot be written to</source>
            <translation>impossible d'écrire dans le dossier de données</translation>
        </message>
        <message>
            <source>another copy of Troyes Desktop is using the list of games</source>
            <translation>une autre copie de Troyes Desktop utilise la liste des parties</translation>
        </message>
        <message>
            <source>the list of finished games cannot be opened in the data folder</source>
            <translation>la liste des parties terminées ne peut pas être ouverte dans le dossier de données</translation>
        </message>
        <message>
            <source>the list of finished games could not be written</source>
            <translation>la liste des parties terminées n'a pas pu être écrite</translation>
        </message>
        <message>
            <source>The list of finished games was damaged: it has been kept as {kept} in the data folder and a new list of games has been started.</source>
            <extracomment>Why a store file was set aside -&gt; the sentence telling the player (``{kept}``: the name it was kept as).</extracomment>
            <translation>La liste des parties terminées était endommagée : elle a été conservée sous le nom {kept} dans le dossier de données et une nouvelle liste de parties a été commencée.</translation>
        </message>
        <message>
            <source>The file of finished games was not one of Troyes Desktop's: it has been kept as {kept} in the data folder and a new list of games has been started.</source>
            <translation>Le fichier des parties terminées n'était pas un fichier de Troyes Desktop : il a été conservé sous le nom {kept} dans le dossier de données et une nouvelle liste de parties a été commencée.</translation>
        </message>
        <message>
            <source>The list of finished games was written by a newer Troyes Desktop: it has been kept as {kept} in the data folder and a new list of games has been started.</source>
            <translation>La liste des parties terminées a été écrite par une version plus récente de Troyes Desktop : elle a été conservée sous le nom {kept} dans le dossier de données et une nouvelle liste de parties a été commencée.</translation>
        </message>
        <message>
            <source>{name} in the data folder is a folder, not the list of finished games</source>
            <translation>{name}, dans le dossier de données, est un dossier et non la liste des parties terminées</translation>
        </message>
        <message>
            <source>the list of finished games cannot be used and could not be set aside ({reason})</source>
            <translation>la liste des parties terminées est inutilisable et n'a pas pu être mise de côté ({reason})</translation>
        </message>
        <message>
            <source>the list of finished games could not be opened</source>
            <translation>la liste des parties terminées n'a pas pu être ouverte</translation>
        </message>
        <message>
            <source>Troyes</source>
            <extracomment>mode id -&gt; its English title (show it with :func:`mode_title`, in the current language).</extracomment>
            <translation>Troyes</translation>
        </message>
        <message>
            <source>Solo against le Roy</source>
            <translation>Solo contre le Roy</translation>
        </message>
        <message>
            <source>Troyes Dice</source>
            <translation>Troyes Dice</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <extracomment>Computer levels (troyes_desktop.bots.LEVELS); a seat that is not a computer is a person.</extracomment>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>this is not a game record: its setup or its list of actions is missing</source>
            <translation>ce n'est pas un enregistrement de partie : sa configuration ou sa liste de coups manque</translation>
        </message>
        <message>
            <source>the game's setup is damaged ({reason})</source>
            <translation>la configuration de la partie est endommagée ({reason})</translation>
        </message>
        <message>
            <source>the record is damaged: action {number} is not legal ({reason})</source>
            <extracomment>(unit number, position): the first position at which that round / day is under way.</extracomment>
            <translation>l'enregistrement est endommagé : le coup {number} n'est pas permis ({reason})</translation>
        </message>
    </context>
</TS>
