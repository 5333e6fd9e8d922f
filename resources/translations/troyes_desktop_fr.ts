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
        <name>Charts</name>
        <message>
            <source>Nothing to show yet.</source>
            <translation>Rien à montrer pour l'instant.</translation>
        </message>
        <message>
            <source>VP</source>
            <translation>PV</translation>
        </message>
        <message>
            <source>No game against le Roy yet.</source>
            <translation>Aucune partie contre le Roy pour l'instant.</translation>
        </message>
        <message>
            <source>margin (VP)</source>
            <translation>écart (PV)</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s), oldest first</source>
            <translation>
                <numerusform>%n partie, la plus ancienne d'abord</numerusform>
                <numerusform>%n parties, les plus anciennes d'abord</numerusform>
            </translation>
        </message>
        <message>
            <source>VP day by day</source>
            <translation>PV jour après jour</translation>
        </message>
        <message>
            <source>VP round by round</source>
            <translation>PV tour après tour</translation>
        </message>
        <message>
            <source>The VP round by round could not be computed for this game.</source>
            <translation>Les PV tour après tour n'ont pas pu être calculés pour cette partie.</translation>
        </message>
        <message>
            <source>day</source>
            <translation>jour</translation>
        </message>
        <message>
            <source>round</source>
            <translation>tour</translation>
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
        <name>ComputerTurns</name>
        <message>
            <source>Easy</source>
            <extracomment>How the levels are named to the players.</extracomment>
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
            <source>{name} (Easy computer)</source>
            <extracomment>A computer seat named with its level (whole texts: the adjective's place differs in French).</extracomment>
            <translation>{name} (ordinateur Facile)</translation>
        </message>
        <message>
            <source>{name} (Normal computer)</source>
            <translation>{name} (ordinateur Normal)</translation>
        </message>
        <message>
            <source>{name} (Hard computer)</source>
            <translation>{name} (ordinateur Difficile)</translation>
        </message>
        <message>
            <source>Easy computer</source>
            <extracomment>What a computer seat's panel says under its name, by level.</extracomment>
            <translation>ordinateur Facile</translation>
        </message>
        <message>
            <source>Normal computer</source>
            <translation>ordinateur Normal</translation>
        </message>
        <message>
            <source>Hard computer</source>
            <translation>ordinateur Difficile</translation>
        </message>
        <message>
            <source>{player} could not decide; it makes the first possible move.</source>
            <extracomment>Thinking time of Hard per decision, and of the hint, in seconds. The interpreter's thread switch interval while computer players may think (seconds). Reasons not worth a line in the chronicle. A computer seat started or stopped thinking. The hint is ready: an :class:`Answer` (its actions and reason). The hint asked for is no longer wanted (the game changed first) or is gone from the screen. A computer player could not decide (plain words); it then makes its first legal move. A computer seat is about to play a move: its reason for the chronicle (seat, text). Longest thinking time seen, per level (seconds), for the status and the benchmarks.</extracomment>
            <translation>{player} n'a pas pu se décider ; il joue le premier coup possible.</translation>
        </message>
        <message>
            <source>{player}: {reason}</source>
            <translation>{player} : {reason}</translation>
        </message>
        <message>
            <source>Its moves are shown on the board one step at a time, each with its reason in the chronicle (pace: Settings).</source>
            <translation>Ses coups apparaissent sur le plateau étape par étape, chacun avec sa raison dans la chronique (rythme : Paramètres).</translation>
        </message>
        <message>
            <source>{player} is thinking…</source>
            <translation>{player} réfléchit…</translation>
        </message>
        <message>
            <source>{player} plays</source>
            <translation>{player} joue</translation>
        </message>
        <message>
            <source>{player} is a computer player ({level}): it sees only what its seat may see.</source>
            <translation>{player} est un joueur ordinateur ({level}) : il ne voit que ce que sa place permet de voir.</translation>
        </message>
        <message>
            <source>it scores best</source>
            <translation>c'est le coup qui rapporte le plus</translation>
        </message>
        <message>
            <source>Hint — the Hard player would start with “{move}”: {reason}.</source>
            <translation>Conseil — l'ordinateur Difficile commencerait par « {move} » : {reason}.</translation>
        </message>
        <message>
            <source>The hint: the Hard player would play here</source>
            <translation>Le conseil : l'ordinateur Difficile jouerait ici</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Troyes saves (*.troyes.json);;JSON files (*.json);;All files (*)</source>
            <extracomment>The neutral player's owner index (the engine's ``board.NEUTRAL``; le Roy in the solo game).</extracomment>
            <translation>Parties de Troyes (*.troyes.json);;Fichiers JSON (*.json);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Slow</source>
            <extracomment>The animation speeds' words (the settings keep the English keys).</extracomment>
            <translation>Lente</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Instantanée</translation>
        </message>
        <message>
            <source>Save the game before leaving it?</source>
            <extracomment>The question asked before leaving a game, by what the player is doing (whole sentences).</extracomment>
            <translation>Enregistrer la partie avant de la quitter ?</translation>
        </message>
        <message>
            <source>Save the game before continuing another game?</source>
            <translation>Enregistrer la partie avant d'en continuer une autre ?</translation>
        </message>
        <message>
            <source>Save the game before loading another game?</source>
            <translation>Enregistrer la partie avant d'en ouvrir une autre ?</translation>
        </message>
        <message>
            <source>Save the game before starting a new game?</source>
            <translation>Enregistrer la partie avant d'en commencer une nouvelle ?</translation>
        </message>
        <message>
            <source>Save the game before going back to the start screen?</source>
            <translation>Enregistrer la partie avant de revenir à l'écran d'accueil ?</translation>
        </message>
        <message>
            <source>Save the game before quitting?</source>
            <translation>Enregistrer la partie avant de quitter ?</translation>
        </message>
        <message>
            <source>{place}: {what}</source>
            <extracomment>Height of the prompt panel under the board (wide layout). Widths of the side columns: (player panels, chronicle) in the wide and the compact layouts. False shows the plain board summary instead of the drawn board (tests of the shell, or ``TROYES_DESKTOP_BOARD=summary`` in the environment).</extracomment>
            <translation>{place} : {what}</translation>
        </message>
        <message>
            <source>The city</source>
            <translation>La ville</translation>
        </message>
        <message>
            <source>Activity cards</source>
            <translation>Cartes Activité</translation>
        </message>
        <message>
            <source>no tradesman</source>
            <translation>aucun homme de métier</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Évènements</translation>
        </message>
        <message numerus="yes">
            <source>{event}: {cubes} of %n banner(s)</source>
            <translation>
                <numerusform>{event} : {cubes} sur %n étendard</numerusform>
                <numerusform>{event} : {cubes} sur %n étendards</numerusform>
            </translation>
        </message>
        <message>
            <source>Town square</source>
            <translation>Place de la ville</translation>
        </message>
        <message>
            <source>Cathedral</source>
            <translation>Cathédrale</translation>
        </message>
        <message numerus="yes">
            <source>%n of 18 spaces taken</source>
            <translation>
                <numerusform>%n case occupée sur 18</numerusform>
                <numerusform>%n cases occupées sur 18</numerusform>
            </translation>
        </message>
        <message>
            <source>Welcome to Troyes.</source>
            <extracomment>The computer seats' driver of the Troyes game in play (ui/computer_turns.py), the hint shown, and the person whose view was shown last (the curtain comes only between two people). The game in play (a model of any mode) and the question asked before it is left.</extracomment>
            <translation>Bienvenue à Troyes.</translation>
        </message>
        <message>
            <source>A table rule chosen when the game was started</source>
            <translation>Une règle de table choisie au début de la partie</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Partie</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nouvelle partie…</translation>
        </message>
        <message>
            <source>&amp;Continue the last game</source>
            <translation>&amp;Continuer la dernière partie</translation>
        </message>
        <message>
            <source>&amp;Load…</source>
            <translation>&amp;Ouvrir…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Enregistrer</translation>
        </message>
        <message>
            <source>Save the game to its file (Save As the first time)</source>
            <translation>Enregistrer la partie dans son fichier (Enregistrer sous la première fois)</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Enregistrer &amp;sous…</translation>
        </message>
        <message>
            <source>&amp;Recent games</source>
            <translation>Parties &amp;récentes</translation>
        </message>
        <message>
            <source>Final &amp;scoring</source>
            <translation>&amp;Décompte final</translation>
        </message>
        <message>
            <source>New game of Troyes &amp;Dice…</source>
            <translation>Nouvelle partie de &amp;Troyes Dice…</translation>
        </message>
        <message>
            <source>Troyes Dice &amp;achievements…</source>
            <translation>S&amp;uccès de Troyes Dice…</translation>
        </message>
        <message>
            <source>Se&amp;ttings…</source>
            <translation>Para&amp;mètres…</translation>
        </message>
        <message>
            <source>Back to the &amp;start screen</source>
            <translation>Retour à l'écran d'&amp;accueil</translation>
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
            <translation>&amp;Annuler le coup</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir le coup</translation>
        </message>
        <message>
            <source>&amp;Hint: what would the Hard player do?</source>
            <translation>&amp;Conseil : que jouerait l'ordinateur Difficile ?</translation>
        </message>
        <message>
            <source>The Hard computer player thinks about your move and shows it on the board</source>
            <translation>L'ordinateur Difficile réfléchit à votre coup et vous le montre sur le plateau</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>Zoom &amp;avant</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Zoom a&amp;rrière</translation>
        </message>
        <message>
            <source>&amp;Fit the board</source>
            <translation>A&amp;juster le plateau</translation>
        </message>
        <message>
            <source>Show the &amp;chronicle</source>
            <translation>Afficher la &amp;chronique</translation>
        </message>
        <message>
            <source>Show or hide the chronicle column (F9)</source>
            <translation>Afficher ou masquer la colonne de la chronique (F9)</translation>
        </message>
        <message>
            <source>Hide the &amp;chronicle</source>
            <translation>Masquer la &amp;chronique</translation>
        </message>
        <message>
            <source>☰ Chronicle</source>
            <translation>☰ Chronique</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>&amp;Vitesse des animations</translation>
        </message>
        <message>
            <source>Cannot start the game</source>
            <translation>Impossible de commencer la partie</translation>
        </message>
        <message>
            <source>Card corrections not used</source>
            <translation>Corrections des cartes non utilisées</translation>
        </message>
        <message>
            <source>Not possible: {reason}</source>
            <translation>Impossible : {reason}</translation>
        </message>
        <message>
            <source>{players} against le Roy</source>
            <translation>{players} contre le Roy</translation>
        </message>
        <message>
            <source>VP open</source>
            <translation>PV visibles</translation>
        </message>
        <message>
            <source>VP hidden</source>
            <translation>PV cachés</translation>
        </message>
        <message>
            <source>All victory points shown</source>
            <translation>Tous les points de victoire visibles</translation>
        </message>
        <message>
            <source>Own victory points only</source>
            <translation>Ses propres points de victoire seulement</translation>
        </message>
        <message>
            <source>Table rule chosen when the game was started: every player's victory points are shown.</source>
            <translation>Règle de table choisie au début de la partie : les points de victoire de chaque joueur sont visibles.</translation>
        </message>
        <message>
            <source>Table rule chosen when the game was started: each player sees only their own victory points.</source>
            <translation>Règle de table choisie au début de la partie : chaque joueur ne voit que ses propres points de victoire.</translation>
        </message>
        <message>
            <source>{player}'s view.</source>
            <translation>Vue de {player}.</translation>
        </message>
        <message>
            <source>No hint now: it is not a person's decision.</source>
            <translation>Pas de conseil maintenant : ce n'est pas à une personne de décider.</translation>
        </message>
        <message>
            <source>The Hard player is thinking about your move…</source>
            <translation>L'ordinateur Difficile réfléchit à votre coup…</translation>
        </message>
        <message>
            <source>The animation speed applies until Troyes Desktop is closed (the settings file cannot be written).</source>
            <translation>La vitesse des animations s'applique jusqu'à la fermeture de Troyes Desktop (le fichier des paramètres ne peut pas être écrit).</translation>
        </message>
        <message>
            <source>Animation speed: {speed}.</source>
            <translation>Vitesse des animations : {speed}.</translation>
        </message>
        <message>
            <source>Settings not saved</source>
            <translation>Paramètres non enregistrés</translation>
        </message>
        <message>
            <source>Settings saved.</source>
            <translation>Paramètres enregistrés.</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>The new language applies when Troyes Desktop starts again.</source>
            <translation>La nouvelle langue s'appliquera au prochain démarrage de Troyes Desktop.</translation>
        </message>
        <message>
            <source>Start again now? The game in play is kept: Continue resumes it.</source>
            <translation>Redémarrer maintenant ? La partie en cours est conservée : Continuer la reprend.</translation>
        </message>
        <message>
            <source>Start again now</source>
            <translation>Redémarrer maintenant</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>Plus tard</translation>
        </message>
        <message>
            <source>Could not start again</source>
            <translation>Redémarrage impossible</translation>
        </message>
        <message>
            <source>Troyes Desktop could not start again by itself. Close it and open it again: the new language will apply.</source>
            <translation>Troyes Desktop n'a pas pu redémarrer de lui-même. Fermez-le puis rouvrez-le : la nouvelle langue s'appliquera.</translation>
        </message>
        <message>
            <source>Settings reset</source>
            <translation>Paramètres réinitialisés</translation>
        </message>
        <message>
            <source>Take back your last step</source>
            <translation>Reprendre votre dernière étape</translation>
        </message>
        <message>
            <source>No game in progress.</source>
            <translation>Aucune partie en cours.</translation>
        </message>
        <message>
            <source>Undo unavailable: {reason}</source>
            <translation>Annulation impossible : {reason}</translation>
        </message>
        <message>
            <source>No unfinished game.</source>
            <translation>Aucune partie en cours.</translation>
        </message>
        <message>
            <source>Step taken back.</source>
            <translation>Étape annulée.</translation>
        </message>
        <message>
            <source>Step played again.</source>
            <translation>Étape rejouée.</translation>
        </message>
        <message>
            <source>Nothing to continue</source>
            <translation>Rien à continuer</translation>
        </message>
        <message>
            <source>There is no unfinished game: start a new one.</source>
            <translation>Il n'y a aucune partie en cours : commencez-en une nouvelle.</translation>
        </message>
        <message>
            <source>Cannot continue the game</source>
            <translation>Impossible de continuer la partie</translation>
        </message>
        <message>
            <source>This game's automatic save cannot be read: {reason}.</source>
            <translation>La sauvegarde automatique de cette partie ne peut pas être lue : {reason}.</translation>
        </message>
        <message>
            <source>This game's automatic save is damaged.</source>
            <translation>La sauvegarde automatique de cette partie est endommagée.</translation>
        </message>
        <message>
            <source>The game continues where it stopped.</source>
            <translation>La partie reprend là où elle s'était arrêtée.</translation>
        </message>
        <message>
            <source>Load a saved game</source>
            <translation>Ouvrir une partie enregistrée</translation>
        </message>
        <message>
            <source>Cannot load the game</source>
            <translation>Impossible d'ouvrir la partie</translation>
        </message>
        <message>
            <source>The file {name} no longer exists.</source>
            <translation>Le fichier {name} n'existe plus.</translation>
        </message>
        <message>
            <source>{name} is a folder, not a saved game.</source>
            <translation>{name} est un dossier, pas une partie enregistrée.</translation>
        </message>
        <message>
            <source>{name} cannot be loaded: {reason}</source>
            <translation>{name} ne peut pas être ouvert : {reason}</translation>
        </message>
        <message>
            <source>{reason}.

The current game is unchanged.</source>
            <translation>{reason}.

La partie en cours n'a pas changé.</translation>
        </message>
        <message>
            <source>Loaded {name}.</source>
            <translation>{name} ouvert.</translation>
        </message>
        <message>
            <source>Save the game as</source>
            <translation>Enregistrer la partie sous</translation>
        </message>
        <message>
            <source>Cannot save the game</source>
            <translation>Impossible d'enregistrer la partie</translation>
        </message>
        <message>
            <source>Saved to {name}.</source>
            <translation>Enregistrée dans {name}.</translation>
        </message>
        <message>
            <source>Your changes since it was saved to {name} are not in that file.</source>
            <translation>Ce que vous avez joué depuis son enregistrement dans {name} n'est pas dans ce fichier.</translation>
        </message>
        <message>
            <source>It is not saved in a file of yours.</source>
            <translation>Elle n'est enregistrée dans aucun de vos fichiers.</translation>
        </message>
        <message>
            <source>Save the game?</source>
            <translation>Enregistrer la partie ?</translation>
        </message>
        <message>
            <source>Discard forgets this game for good; Cancel goes back to it.</source>
            <translation>Abandonner oublie cette partie pour de bon ; Annuler vous y ramène.</translation>
        </message>
        <message>
            <source>Save…</source>
            <translation>Enregistrer…</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Abandonner</translation>
        </message>
        <message>
            <source>The game is not being saved</source>
            <translation>La partie n'est pas enregistrée</translation>
        </message>
        <message>
            <source>Save elsewhere…</source>
            <translation>Enregistrer ailleurs…</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Continuer à jouer</translation>
        </message>
        <message>
            <source>Not saved automatically — use Save elsewhere…</source>
            <translation>Pas d'enregistrement automatique — utilisez Enregistrer ailleurs…</translation>
        </message>
        <message>
            <source>No recent games</source>
            <translation>Aucune partie récente</translation>
        </message>
        <message>
            <source>it is not a saved game (its text cannot be read)</source>
            <translation>ce n'est pas une partie enregistrée (son texte ne peut pas être lu)</translation>
        </message>
        <message>
            <source>you may not read this file</source>
            <translation>vous n'avez pas le droit de lire ce fichier</translation>
        </message>
        <message>
            <source>the file cannot be read</source>
            <translation>le fichier ne peut pas être lu</translation>
        </message>
    </context>
    <context>
        <name>Modes</name>
        <message>
            <source>Troyes</source>
            <translation>Troyes</translation>
        </message>
        <message>
            <source>Troyes Dice</source>
            <translation>Troyes Dice</translation>
        </message>
        <message>
            <source>{name} (easy computer)</source>
            <translation>{name} (ordinateur facile)</translation>
        </message>
        <message>
            <source>{name} (normal computer)</source>
            <translation>{name} (ordinateur normal)</translation>
        </message>
        <message>
            <source>{name} (hard computer)</source>
            <translation>{name} (ordinateur difficile)</translation>
        </message>
        <message>
            <source>{players} against le Roy</source>
            <translation>{players} contre le Roy</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>terminée</translation>
        </message>
        <message>
            <source>setting up</source>
            <translation>mise en place</translation>
        </message>
        <message>
            <source>round {round} of {rounds}</source>
            <translation>tour {round} sur {rounds}</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n joueur</numerusform>
                <numerusform>%n joueurs</numerusform>
            </translation>
        </message>
        <message>
            <source>day {day} of 8</source>
            <translation>jour {day} sur 8</translation>
        </message>
        <message>
            <source>{game}: {players} — {progress}</source>
            <extracomment>The modes the shell hosts, by key (also the ``game`` field of their save files).</extracomment>
            <translation>{game} : {players} — {progress}</translation>
        </message>
    </context>
    <context>
        <name>NewGame</name>
        <message>
            <source>New characters</source>
            <extracomment>The Ladies of Troyes modules, variants and promo cards: id -&gt; (label, one line of what it changes) (marked for the catalogue; shown through ``translate("NewGame", ...)``).</extracomment>
            <translation>Nouveaux personnages</translation>
        </message>
        <message>
            <source>The three Ladies (citizens of one colour) join the 6 base characters.</source>
            <translation>Les trois Dames (habitantes d'une couleur) rejoignent les 6 personnages de base.</translation>
        </message>
        <message>
            <source>Revealed character (variant)</source>
            <translation>Personnage révélé (variante)</translation>
        </message>
        <message>
            <source>One more character, not dealt, is shown to everyone and scored for every player.</source>
            <translation>Un personnage de plus, non distribué, est montré à tous et compte pour chaque joueur.</translation>
        </message>
        <message>
            <source>New activity cards</source>
            <translation>Nouvelles cartes Activité</translation>
        </message>
        <message>
            <source>27 new cards: mixed and end-of-game cards, Master Builder's 4th cathedral floor.</source>
            <translation>27 nouvelles cartes : cartes mixtes et de fin de partie, 4e niveau de Cathédrale du Maître d'oeuvre.</translation>
        </message>
        <message>
            <source>New event cards</source>
            <translation>Nouvelles cartes Évènement</translation>
        </message>
        <message>
            <source>6 new events: Wolves, Chief Outlaw, Uprising, Monk, Harsh Winter, Possession.</source>
            <translation>6 nouveaux évènements : Loups, Chef des brigands, Soulèvement, Moine, Hiver rigoureux, Possession.</translation>
        </message>
        <message>
            <source>Head of the family</source>
            <translation>Chef de famille</translation>
        </message>
        <message>
            <source>Everyone rolls a purple die each round; its colour is chosen when used; nobody can buy it.</source>
            <translation>Chacun lance un dé violet à chaque tour ; sa couleur est choisie quand il sert ; personne ne peut l'acheter.</translation>
        </message>
        <message>
            <source>Ramparts and outdoor activities</source>
            <translation>Remparts et activités extérieures</translation>
        </message>
        <message>
            <source>Action 7: a die moves your guard on the ramparts and puts cubes on 4 outdoor tiles.</source>
            <translation>Action 7 : un dé fait avancer votre garde sur les remparts et pose des cubes sur 4 tuiles d'activité extérieure.</translation>
        </message>
        <message>
            <source>Tournament (variant)</source>
            <translation>Tournoi (variante)</translation>
        </message>
        <message>
            <source>Before the last round the start player passes right; the last round runs counterclockwise.</source>
            <translation>Avant le dernier tour, le premier joueur passe à droite ; le dernier tour se joue dans le sens inverse des aiguilles d'une montre.</translation>
        </message>
        <message>
            <source>Promo cards</source>
            <translation>Cartes promotionnelles</translation>
        </message>
        <message>
            <source>Baker, Banquet and Prior join the activity cards; Resistance joins the events.</source>
            <translation>Boulanger, Banquet et Prieur rejoignent les cartes Activité ; Résistance rejoint les évènements.</translation>
        </message>
        <message>
            <source>Shuffled with the base cards</source>
            <extracomment>Engine option values for the new cards: shuffled with the base cards, or the new cards alone.</extracomment>
            <translation>Mélangées aux cartes de base</translation>
        </message>
        <message>
            <source>The new cards alone</source>
            <translation>Les nouvelles cartes seules</translation>
        </message>
        <message>
            <source>Each slot draws from the base and the new cards of its colour and level.</source>
            <translation>Chaque emplacement pioche parmi les cartes de base et les nouvelles cartes de sa couleur et de son niveau.</translation>
        </message>
        <message>
            <source>Only the new activity cards are drawn (and the promos if chosen).</source>
            <translation>Seules les nouvelles cartes Activité sont piochées (et les cartes promotionnelles si elles sont choisies).</translation>
        </message>
        <message>
            <source>The new events are shuffled into the base decks.</source>
            <translation>Les nouveaux évènements sont mélangés aux paquets de base.</translation>
        </message>
        <message>
            <source>White and yellow decks hold only the new cards; red is completed with base cards.</source>
            <translation>Les paquets blanc et jaune ne contiennent que les nouvelles cartes ; le rouge est complété avec des cartes de base.</translation>
        </message>
        <message>
            <source>(needs the new activity cards)</source>
            <extracomment>What a mix row says while its module is not chosen.</extracomment>
            <translation>(demande les nouvelles cartes Activité)</translation>
        </message>
        <message>
            <source>(needs the new event cards)</source>
            <translation>(demande les nouvelles cartes Évènement)</translation>
        </message>
        <message>
            <source>Person</source>
            <extracomment>Who plays a seat: a person or a computer player of one level.</extracomment>
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
            <source>Played by a person at this computer (the board is hidden between two people).</source>
            <translation>Jouée par une personne devant cet ordinateur (le plateau est caché entre deux personnes).</translation>
        </message>
        <message>
            <source>Plays sensible, unambitious moves: a first game against it is winnable.</source>
            <translation>Joue des coups sensés, sans ambition : une première partie contre lui se gagne.</translation>
        </message>
        <message>
            <source>Weighs whole turns: dice, targets, its characters and the events' threats.</source>
            <translation>Pèse des tours entiers : les dés, les cibles, ses personnages et les menaces des évènements.</translation>
        </message>
        <message>
            <source>Thinks about a second per move, trying its best moves against what may happen.</source>
            <translation>Réfléchit environ une seconde par coup, en essayant ses meilleurs coups contre ce qui peut arriver.</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>A new game of Troyes</source>
            <translation>Une nouvelle partie de Troyes</translation>
        </message>
        <message>
            <source>Players at this computer (2 to 4)</source>
            <translation>Joueurs devant cet ordinateur (2 à 4)</translation>
        </message>
        <message>
            <source>Solo against le Roy</source>
            <translation>Solo contre le Roy</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Nombre de joueurs :</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Place {number}</translation>
        </message>
        <message>
            <source>Who plays this seat: a person, or a computer player and its level</source>
            <translation>Qui joue à cette place : une personne, ou un ordinateur et son niveau</translation>
        </message>
        <message>
            <source>Start player:</source>
            <translation>Premier joueur :</translation>
        </message>
        <message>
            <source>Table rule: everyone sees every player's victory points</source>
            <translation>Règle de table : chacun voit les points de victoire de tous</translation>
        </message>
        <message>
            <source>Off: each player sees only their own victory points until the end, as the rulebook's hidden scores.</source>
            <translation>Décochée : chaque joueur ne voit que ses propres points de victoire jusqu'à la fin, comme les scores cachés de la règle.</translation>
        </message>
        <message>
            <source>The Ladies of Troyes and the promo cards</source>
            <translation>Les Dames de Troyes et les cartes promotionnelles</translation>
        </message>
        <message>
            <source>Rules engine in progress: this module comes in a later version.</source>
            <translation>Règles en cours d'écriture : ce module viendra dans une version ultérieure.</translation>
        </message>
        <message>
            <source>{line} — rules engine in progress</source>
            <translation>{line} — règles en cours d'écriture</translation>
        </message>
        <message>
            <source>New activity cards:</source>
            <translation>Nouvelles cartes Activité :</translation>
        </message>
        <message>
            <source>New event cards:</source>
            <translation>Nouvelles cartes Évènement :</translation>
        </message>
        <message>
            <source>The solo game is played with the base game only: le Roy takes the neutral citizens, dice and cubes and plays his own turns.</source>
            <translation>La partie solo se joue avec le jeu de base seul : le Roy prend les habitants, les dés et les cubes neutres et joue ses propres tours.</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Commencer la partie</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Chosen at random</source>
            <translation>Tiré au sort</translation>
        </message>
        <message>
            <source>Orange</source>
            <extracomment>The player colours offered in the new-game dialog: key -&gt; (label, hex); the label is shown through ``translate("NewGame", label)``. The same values as the board's palette (troyes_desktop/scene/palette.py), seat order by default.</extracomment>
            <translation>Orange</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Bleu</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Vert</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>Violet</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>Slow</source>
            <extracomment>Pace of "Play": key -&gt; milliseconds between two actions; PACE_WORDS: what the list shows.</extracomment>
            <translation>Lent</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <source>Very fast</source>
            <translation>Très rapide</translation>
        </message>
        <message>
            <source>This is a replay: the moves are the ones that were played.</source>
            <translation>Vous revoyez une partie : les coups sont ceux qui ont été joués.</translation>
        </message>
        <message>
            <source>Go to a round…</source>
            <extracomment>The "go to" list, by the record's unit (whole texts).</extracomment>
            <translation>Aller au tour…</translation>
        </message>
        <message>
            <source>Go to a day…</source>
            <translation>Aller au jour…</translation>
        </message>
        <message>
            <source>Round {number}</source>
            <translation>Tour {number}</translation>
        </message>
        <message>
            <source>Day {number}</source>
            <translation>Jour {number}</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>terminée</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>non terminée</translation>
        </message>
        <message>
            <source>Replay — {game}: {players}</source>
            <translation>Revoir la partie — {game} : {players}</translation>
        </message>
        <message>
            <source>|◀ First</source>
            <translation>|◀ Début</translation>
        </message>
        <message>
            <source>The setup, before the first move</source>
            <translation>La mise en place, avant le premier coup</translation>
        </message>
        <message>
            <source>◀ Previous</source>
            <translation>◀ Précédent</translation>
        </message>
        <message>
            <source>One move back</source>
            <translation>Un coup en arrière</translation>
        </message>
        <message>
            <source>▶ Play</source>
            <translation>▶ Lecture</translation>
        </message>
        <message>
            <source>Play the moves one after the other</source>
            <translation>Jouer les coups l'un après l'autre</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Suivant ▶</translation>
        </message>
        <message>
            <source>One move forward</source>
            <translation>Un coup en avant</translation>
        </message>
        <message>
            <source>Last ▶|</source>
            <translation>Fin ▶|</translation>
        </message>
        <message>
            <source>Where the record ends</source>
            <translation>Là où s'arrête l'enregistrement</translation>
        </message>
        <message>
            <source>Pace of Play</source>
            <translation>Rythme de la lecture</translation>
        </message>
        <message>
            <source>Whose view of the unfinished game is shown</source>
            <translation>La vue de quel joueur montrer pour la partie non terminée</translation>
        </message>
        <message>
            <source>Seen by {player}</source>
            <translation>Vue de {player}</translation>
        </message>
        <message>
            <source>‖ Pause</source>
            <translation>‖ Pause</translation>
        </message>
        <message>
            <source>game over</source>
            <translation>partie terminée</translation>
        </message>
        <message>
            <source>day {day}, morning</source>
            <translation>jour {day}, matin</translation>
        </message>
        <message>
            <source>day {day}, afternoon</source>
            <translation>jour {day}, après-midi</translation>
        </message>
        <message>
            <source>setting up</source>
            <translation>mise en place</translation>
        </message>
        <message>
            <source>round {round} of {rounds}</source>
            <translation>tour {round} sur {rounds}</translation>
        </message>
        <message>
            <source>Move {move} of {total} · {where}</source>
            <translation>Coup {move} sur {total} · {where}</translation>
        </message>
        <message>
            <source>no character</source>
            <translation>aucun personnage</translation>
        </message>
        <message>
            <source>{player}: {characters}</source>
            <translation>{player} : {characters}</translation>
        </message>
        <message>
            <source>Characters (hidden during the game):</source>
            <translation>Personnages (cachés pendant la partie) :</translation>
        </message>
        <message>
            <source>{card} ({colour} {level})</source>
            <translation>{card} ({colour} {level})</translation>
        </message>
        <message>
            <source>Activity cards still face down:</source>
            <translation>Cartes Activité encore face cachée :</translation>
        </message>
        <message>
            <source>A finished game: click a small sheet to look at that player's scoresheet.</source>
            <translation>Une partie terminée : cliquez sur une petite feuille pour voir la feuille de score de ce joueur.</translation>
        </message>
        <message>
            <source>The game is over: everyone's characters and VP are shown.</source>
            <translation>La partie est finie : les personnages et les PV de chacun sont visibles.</translation>
        </message>
        <message>
            <source>This game is not finished: it stops where the save stops.</source>
            <translation>Cette partie n'est pas terminée : elle s'arrête là où s'arrête la sauvegarde.</translation>
        </message>
        <message>
            <source>This game is not finished: you see only what {player} could see.</source>
            <translation>Cette partie n'est pas terminée : vous ne voyez que ce que {player} pouvait voir.</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Ask before passing with dice left against le Roy</source>
            <extracomment>The confirmations the player may turn on or off: setting -&gt; the sentence beside its box. (Every text of these tables is shown through ``translate("SettingsDialog", text)``.)</extracomment>
            <translation>Demander avant de passer avec des dés restants contre le Roy</translation>
        </message>
        <message>
            <source>Ask before expelling one of my own citizens</source>
            <translation>Demander avant d'expulser un de mes propres habitants</translation>
        </message>
        <message>
            <source>Normal (100 %)</source>
            <translation>Normale (100 %)</translation>
        </message>
        <message>
            <source>Larger (125 %)</source>
            <translation>Plus grande (125 %)</translation>
        </message>
        <message>
            <source>Largest (150 %)</source>
            <translation>La plus grande (150 %)</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lente</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <source>Instant (no animation)</source>
            <translation>Instantanée (sans animation)</translation>
        </message>
        <message>
            <source>Slow (about 1.5 s a step)</source>
            <translation>Lent (environ 1,5 s par étape)</translation>
        </message>
        <message>
            <source>Normal (under a second a step)</source>
            <translation>Normal (moins d'une seconde par étape)</translation>
        </message>
        <message>
            <source>Fast (a third of a second a step)</source>
            <translation>Rapide (un tiers de seconde par étape)</translation>
        </message>
        <message>
            <source>Instant (as soon as decided)</source>
            <translation>Instantané (dès la décision prise)</translation>
        </message>
        <message>
            <source>As the system ({language})</source>
            <translation>Comme le système ({language})</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Paramètres</translation>
        </message>
        <message>
            <source>Screen</source>
            <translation>Écran</translation>
        </message>
        <message>
            <source>Text size:</source>
            <translation>Taille du texte :</translation>
        </message>
        <message>
            <source>Animation speed:</source>
            <translation>Vitesse des animations :</translation>
        </message>
        <message>
            <source>How fast the computer players' moves follow each other on the board</source>
            <translation>À quelle vitesse les coups des ordinateurs se suivent sur le plateau</translation>
        </message>
        <message>
            <source>Computer players' pace:</source>
            <translation>Rythme des ordinateurs :</translation>
        </message>
        <message>
            <source>Show each die colour's glyph (sword, cross, sheaf) on the dice</source>
            <translation>Symboles des couleurs sur les dés (épée, croix, gerbe)</translation>
        </message>
        <message>
            <source>Colour-blind help:</source>
            <translation>Aide aux daltoniens :</translation>
        </message>
        <message>
            <source>The language applies when Troyes Desktop starts again; your game is kept and Continue resumes it.</source>
            <translation>La langue s'applique au prochain démarrage de Troyes Desktop ; votre partie est conservée et Continuer la reprend.</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Langue :</translation>
        </message>
        <message>
            <source>Confirmations</source>
            <translation>Confirmations</translation>
        </message>
        <message>
            <source>A larger text size applies at once to the start screen and to every game opened afterwards.</source>
            <translation>Une taille de texte plus grande s'applique aussitôt à l'écran d'accueil et à chaque partie ouverte ensuite.</translation>
        </message>
        <message>
            <source>Your settings could not be written to {folder}. They apply until Troyes Desktop is closed.</source>
            <translation>Vos paramètres n'ont pas pu être écrits dans {folder}. Ils s'appliquent jusqu'à la fermeture de Troyes Desktop.</translation>
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <source>Troyes · The Ladies of Troyes · Troyes Dice</source>
            <translation>Troyes · Les Dames de Troyes · Troyes Dice</translation>
        </message>
        <message>
            <source>The game board is still being built.
Meanwhile, you can try the rules engine from a terminal:</source>
            <translation>Le plateau de jeu est encore en construction.
En attendant, vous pouvez essayer les règles depuis un terminal :</translation>
        </message>
        <message>
            <source>version {version}</source>
            <translation>version {version}</translation>
        </message>
        <message>
            <source>No game to continue yet: every game is saved automatically after every move.</source>
            <translation>Aucune partie à continuer pour l'instant : chaque partie est enregistrée automatiquement après chaque coup.</translation>
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
            <source>A city of dice, citizens and cathedral stones · Troyes for 1 to 4 players, Troyes Dice for 1 to 10, at one computer</source>
            <extracomment>Below this height the title shrinks and the dice ornament is left out.</extracomment>
            <translation>Une ville de dés, d'habitants et de pierres de cathédrale · Troyes de 1 à 4 joueurs, Troyes Dice de 1 à 10, sur un seul ordinateur</translation>
        </message>
        <message>
            <source>Unfinished games</source>
            <translation>Parties en cours</translation>
        </message>
        <message>
            <source>Continue</source>
            <extracomment>One (label, button, entry) per unfinished game, the most recent first. The most recent game's Continue (a disabled stand-in when there is none).</extracomment>
            <translation>Continuer</translation>
        </message>
        <message>
            <source>No game to continue</source>
            <translation>Aucune partie à continuer</translation>
        </message>
        <message>
            <source>New game of Troyes</source>
            <translation>Nouvelle partie de Troyes</translation>
        </message>
        <message>
            <source>2 to 4 players at this computer</source>
            <translation>2 à 4 joueurs devant cet ordinateur</translation>
        </message>
        <message>
            <source>Solo against le Roy</source>
            <translation>Solo contre le Roy</translation>
        </message>
        <message>
            <source>The King's Challenge: one player against the automaton le Roy</source>
            <translation>Le défi royal : un joueur contre l'automate le Roy</translation>
        </message>
        <message>
            <source>Troyes Dice</source>
            <translation>Troyes Dice</translation>
        </message>
        <message>
            <source>The roll-and-write Troyes Dice: 1 to 10 players, wheel and scoresheets</source>
            <translation>Troyes Dice, le jeu de dés à cocher : 1 à 10 joueurs, une roue et des feuilles de score</translation>
        </message>
        <message>
            <source>Statistics and history</source>
            <translation>Statistiques et historique</translation>
        </message>
        <message>
            <source>Your results in both games, every finished game, and replays</source>
            <translation>Vos résultats aux deux jeux, toutes les parties terminées, et les parties à revoir</translation>
        </message>
        <message>
            <source>Load…</source>
            <translation>Ouvrir…</translation>
        </message>
        <message>
            <source>Open a saved game (.troyes.json)</source>
            <translation>Choisir une partie enregistrée (.troyes.json)</translation>
        </message>
        <message>
            <source>Settings…</source>
            <translation>Paramètres…</translation>
        </message>
        <message>
            <source>Text size, animation speed, confirmations, colour-blind glyphs, language</source>
            <translation>Taille du texte, vitesse des animations, confirmations, symboles pour daltoniens, langue</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Quitter</translation>
        </message>
        <message>
            <source>Close Troyes Desktop</source>
            <translation>Fermer Troyes Desktop</translation>
        </message>
        <message>
            <source>Resume: {game}</source>
            <translation>Reprendre : {game}</translation>
        </message>
        <message>
            <source>No unfinished game</source>
            <translation>Aucune partie en cours</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>finished {date}</source>
            <translation>terminée le {date}</translation>
        </message>
        <message>
            <source>Easy</source>
            <extracomment>(Every text of these tables is shown through ``translate("Statistics", text)``.)</extracomment>
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
            <source>{name} (computer, easy)</source>
            <extracomment>A computer player in the History list, by level (whole texts).</extracomment>
            <translation>{name} (ordinateur, facile)</translation>
        </message>
        <message>
            <source>{name} (computer, normal)</source>
            <translation>{name} (ordinateur, normal)</translation>
        </message>
        <message>
            <source>{name} (computer, hard)</source>
            <translation>{name} (ordinateur, difficile)</translation>
        </message>
        <message>
            <source>Troyes</source>
            <extracomment>The games as the statistics name them (the store's keys).</extracomment>
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
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Vainqueur</translation>
        </message>
        <message>
            <source>Your defeat deserves no comment: off with your head.</source>
            <extracomment>Le Roy's verdict on each band (the English of ``rules.troyes.roy.BANDS``, marked here so that the statistics show the French rulebook's words whatever the rules' own catalogue holds).</extracomment>
            <translation>Votre défaite ne mérite pas plus de commentaires. Vous êtes décapité.</translation>
        </message>
        <message>
            <source>Wipe that smile off your face: not bad, but le Roy will still have your head.</source>
            <translation>Ôtez ce sourire de votre visage. Ce n'est pas mal mais le Roy avait la tête ailleurs.</translation>
        </message>
        <message>
            <source>An average performance, at best.</source>
            <translation>Ça reste quand même très moyen comme performance.</translation>
        </message>
        <message>
            <source>Not bad: you are starting to make something of yourself.</source>
            <translation>Bien bien, ça commence à ressembler à quelque chose.</translation>
        </message>
        <message>
            <source>Le Roy is starting to worry. Off with your head all the same.</source>
            <translation>Le Roy s'inquiète. Vous êtes décapité.</translation>
        </message>
        <message>
            <source>Congratulations: masterful work!</source>
            <translation>Félicitations ! C'est une belle performance !</translation>
        </message>
        <message>
            <source>lost (0 or less)</source>
            <extracomment>Le Roy's rating bands (RULINGS R6), by the margin of the game.</extracomment>
            <translation>perdue (0 ou moins)</translation>
        </message>
        <message>
            <source>1 to 5</source>
            <translation>de 1 à 5</translation>
        </message>
        <message>
            <source>6 to 10</source>
            <translation>de 6 à 10</translation>
        </message>
        <message>
            <source>11 to 15</source>
            <translation>de 11 à 15</translation>
        </message>
        <message>
            <source>16 to 20</source>
            <translation>de 16 à 20</translation>
        </message>
        <message>
            <source>more than 20</source>
            <translation>plus de 20</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>{names} and {last}</source>
            <translation>{names} et {last}</translation>
        </message>
        <message>
            <source>— (played alone)</source>
            <translation>— (partie à un joueur)</translation>
        </message>
        <message>
            <source>Statistics and history</source>
            <translation>Statistiques et historique</translation>
        </message>
        <message>
            <source>The list of finished games cannot be read: {reason}.</source>
            <translation>La liste des parties terminées ne peut pas être lue : {reason}.</translation>
        </message>
        <message numerus="yes">
            <source>{name} (%n game(s))</source>
            <translation>
                <numerusform>{name} (%n partie)</numerusform>
                <numerusform>{name} (%n parties)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s)</source>
            <translation>
                <numerusform>%n partie terminée</numerusform>
                <numerusform>%n parties terminées</numerusform>
            </translation>
        </message>
        <message>
            <source>Player:</source>
            <translation>Joueur :</translation>
        </message>
        <message>
            <source>No finished game yet: your statistics appear here after your first game.</source>
            <translation>Aucune partie terminée pour l'instant : vos statistiques apparaîtront ici après votre première partie.</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Victoires</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Taux de victoire</translation>
        </message>
        <message>
            <source>Mean score</source>
            <translation>Score moyen</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Meilleur score</translation>
        </message>
        <message>
            <source>Games, wins and scores</source>
            <translation>Parties, victoires et scores</translation>
        </message>
        <message>
            <source>Against le Roy</source>
            <translation>Contre le Roy</translation>
        </message>
        <message>
            <source>Margin of each game (your VP minus le Roy's)</source>
            <translation>Écart de chaque partie (vos PV moins ceux du Roy)</translation>
        </message>
        <message>
            <source>Games per rating</source>
            <translation>Parties par appréciation</translation>
        </message>
        <message>
            <source>Against computer players</source>
            <translation>Contre les ordinateurs</translation>
        </message>
        <message>
            <source>Scores over time</source>
            <translation>Scores au fil du temps</translation>
        </message>
        <message>
            <source>No game of Troyes Dice yet.</source>
            <translation>Aucune partie de Troyes Dice pour l'instant.</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiques</translation>
        </message>
        <message>
            <source>The statistics cannot be read: {reason}.</source>
            <translation>Les statistiques ne peuvent pas être lues : {reason}.</translation>
        </message>
        <message numerus="yes">
            <source>{wins} of %n with opponents</source>
            <translation>
                <numerusform>{wins} sur %n avec adversaires</numerusform>
                <numerusform>{wins} sur %n avec adversaires</numerusform>
            </translation>
        </message>
        <message>
            <source>{band}: {rating}</source>
            <translation>{band} : {rating}</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>date</source>
            <translation>date</translation>
        </message>
        <message>
            <source>No game against a computer player yet (choose one for a seat in the new-game dialog).</source>
            <translation>Aucune partie contre un ordinateur pour l'instant (choisissez-en un pour une place dans la fenêtre de nouvelle partie).</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Niveau</translation>
        </message>
        <message>
            <source>Achievements</source>
            <translation>Succès</translation>
        </message>
        <message>
            <source>{achievement}: {count} of {needed}</source>
            <translation>{achievement} : {count} sur {needed}</translation>
        </message>
        <message>
            <source>None yet.</source>
            <translation>Aucun pour l'instant.</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Revoir</translation>
        </message>
        <message>
            <source>Watch the chosen game again, move by move</source>
            <translation>Revoir la partie choisie, coup par coup</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exporter…</translation>
        </message>
        <message>
            <source>Write the chosen game's record as a JSON file (it opens like a saved game)</source>
            <translation>Écrire l'enregistrement de la partie choisie dans un fichier JSON (il s'ouvre comme une partie enregistrée)</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Supprimer…</translation>
        </message>
        <message>
            <source>Remove the chosen game from the history</source>
            <translation>Retirer la partie choisie de l'historique</translation>
        </message>
        <message>
            <source>Replay a saved game…</source>
            <translation>Revoir une partie enregistrée…</translation>
        </message>
        <message>
            <source>Watch any saved game (finished or not) move by move</source>
            <translation>Revoir n'importe quelle partie enregistrée (terminée ou non) coup par coup</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historique</translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>Choisissez une partie</translation>
        </message>
        <message>
            <source>Choose a game in the list first.</source>
            <translation>Choisissez d'abord une partie dans la liste.</translation>
        </message>
        <message>
            <source>Cannot replay the game</source>
            <translation>Impossible de revoir la partie</translation>
        </message>
        <message>
            <source>The game cannot be read: {reason}.</source>
            <translation>La partie ne peut pas être lue : {reason}.</translation>
        </message>
        <message>
            <source>it is no longer in the history</source>
            <translation>elle n'est plus dans l'historique</translation>
        </message>
        <message>
            <source>This game cannot be replayed: {reason}.</source>
            <translation>Cette partie ne peut pas être revue : {reason}.</translation>
        </message>
        <message>
            <source>Replay a saved game</source>
            <translation>Revoir une partie enregistrée</translation>
        </message>
        <message>
            <source>Troyes saves (*.troyes.json);;JSON files (*.json);;All files (*)</source>
            <translation>Parties de Troyes (*.troyes.json);;Fichiers JSON (*.json);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>{name} is not a Troyes Desktop save</source>
            <translation>{name} n'est pas une partie enregistrée de Troyes Desktop</translation>
        </message>
        <message>
            <source>saved game {name}</source>
            <translation>partie enregistrée {name}</translation>
        </message>
        <message>
            <source>Export the game</source>
            <translation>Exporter la partie</translation>
        </message>
        <message>
            <source>Troyes saves (*.troyes.json);;JSON files (*.json)</source>
            <translation>Parties de Troyes (*.troyes.json);;Fichiers JSON (*.json)</translation>
        </message>
        <message>
            <source>the game is no longer in the history</source>
            <translation>la partie n'est plus dans l'historique</translation>
        </message>
        <message>
            <source>Cannot export the game</source>
            <translation>Impossible d'exporter la partie</translation>
        </message>
        <message>
            <source>{name} could not be written: {reason}.</source>
            <translation>{name} n'a pas pu être écrit : {reason}.</translation>
        </message>
        <message>
            <source>Game exported</source>
            <translation>Partie exportée</translation>
        </message>
        <message>
            <source>The game's record is in {path}.</source>
            <translation>L'enregistrement de la partie est dans {path}.</translation>
        </message>
        <message>
            <source>Delete the game</source>
            <translation>Supprimer la partie</translation>
        </message>
        <message>
            <source>Remove this game from the history? Its statistics go with it; achievements already earned are kept.</source>
            <translation>Retirer cette partie de l'historique ? Ses statistiques partent avec elle ; les succès déjà obtenus sont conservés.</translation>
        </message>
        <message>
            <source>Cannot delete the game</source>
            <translation>Impossible de supprimer la partie</translation>
        </message>
        <message>
            <source>The game could not be removed: {reason}.</source>
            <translation>La partie n'a pas pu être retirée : {reason}.</translation>
        </message>
    </context>
</TS>
