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
            <translation type="unfinished" />
        </message>
        <message>
            <source>VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No game against le Roy yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>margin (VP)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n game(s), oldest first</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>VP day by day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>VP round by round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The VP round by round could not be computed for this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round</source>
            <translation type="unfinished" />
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
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (Easy computer)</source>
            <extracomment>A computer seat named with its level (whole texts: the adjective's place differs in French).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (Normal computer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (Hard computer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Easy computer</source>
            <extracomment>What a computer seat's panel says under its name, by level.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hard computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{player} could not decide; it makes the first possible move.</source>
            <extracomment>Thinking time of Hard per decision, and of the hint, in seconds. The interpreter's thread switch interval while computer players may think (seconds). Reasons not worth a line in the chronicle. A computer seat started or stopped thinking. The hint is ready: an :class:`Answer` (its actions and reason). The hint asked for is no longer wanted (the game changed first) or is gone from the screen. A computer player could not decide (plain words); it then makes its first legal move. A computer seat is about to play a move: its reason for the chronicle (seat, text). Longest thinking time seen, per level (seconds), for the status and the benchmarks.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{player}: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Its moves are shown on the board one step at a time, each with its reason in the chronicle (pace: Settings).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{player} is thinking…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{player} plays</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{player} is a computer player ({level}): it sees only what its seat may see.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it scores best</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hint — the Hard player would start with “{move}”: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The hint: the Hard player would play here</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Troyes saves (*.troyes.json);;JSON files (*.json);;All files (*)</source>
            <extracomment>The neutral player's owner index (the engine's ``board.NEUTRAL``; le Roy in the solo game).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slow</source>
            <extracomment>The animation speeds' words (the settings keep the English keys).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Instant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the game before leaving it?</source>
            <extracomment>The question asked before leaving a game, by what the player is doing (whole sentences).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the game before continuing another game?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the game before loading another game?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the game before starting a new game?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the game before going back to the start screen?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the game before quitting?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{place}: {what}</source>
            <extracomment>Height of the prompt panel under the board (wide layout). Widths of the side columns: (player panels, chronicle) in the wide and the compact layouts. False shows the plain board summary instead of the drawn board (tests of the shell, or ``TROYES_DESKTOP_BOARD=summary`` in the environment).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no tradesman</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{event}: {cubes} of %n banner(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n of 18 spaces taken</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Welcome to Troyes.</source>
            <extracomment>The computer seats' driver of the Troyes game in play (ui/computer_turns.py), the hint shown, and the person whose view was shown last (the curtain comes only between two people). The game in play (a model of any mode) and the question asked before it is left.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A table rule chosen when the game was started</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Continue the last game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Load…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the game to its file (Save As the first time)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Recent games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Final &amp;scoring</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New game of Troyes &amp;Dice…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Troyes Dice &amp;achievements…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Se&amp;ttings…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Back to the &amp;start screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Hint: what would the Hard player do?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hard computer player thinks about your move and shows it on the board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Fit the board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the &amp;chronicle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show or hide the chronicle column (F9)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hide the &amp;chronicle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>☰ Chronicle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot start the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card corrections not used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not possible: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{players} against le Roy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>VP open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>VP hidden</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All victory points shown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Own victory points only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table rule chosen when the game was started: every player's victory points are shown.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table rule chosen when the game was started: each player sees only their own victory points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{player}'s view.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No hint now: it is not a person's decision.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hard player is thinking about your move…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The animation speed applies until Troyes Desktop is closed (the settings file cannot be written).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Animation speed: {speed}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settings not saved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settings saved.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The new language applies when Troyes Desktop starts again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start again now? The game in play is kept: Continue resumes it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start again now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Later</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not start again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Troyes Desktop could not start again by itself. Close it and open it again: the new language will apply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settings reset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take back your last step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No game in progress.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo unavailable: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No unfinished game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Step taken back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Step played again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to continue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no unfinished game: start a new one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot continue the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This game's automatic save cannot be read: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This game's automatic save is damaged.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game continues where it stopped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load a saved game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot load the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file {name} no longer exists.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is a folder, not a saved game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} cannot be loaded: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{reason}.

The current game is unchanged.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loaded {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the game as</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot save the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved to {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your changes since it was saved to {name} are not in that file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It is not saved in a file of yours.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the game?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard forgets this game for good; Cancel goes back to it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game is not being saved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save elsewhere…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep playing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not saved automatically — use Save elsewhere…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No recent games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is not a saved game (its text cannot be read)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you may not read this file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file cannot be read</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Modes</name>
        <message>
            <source>Troyes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Troyes Dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (easy computer)</source>
            <extracomment>A computer seat in the Continue list, by level (whole texts: the adjective's place differs in French).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (normal computer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (hard computer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{players} against le Roy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>setting up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round} of {rounds}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>day {day} of 8</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{game}: {players} — {progress}</source>
            <extracomment>The modes the shell hosts, by key (also the ``game`` field of their save files).</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NewGame</name>
        <message>
            <source>New characters</source>
            <extracomment>The Ladies of Troyes modules, variants and promo cards: id -&gt; (label, one line of what it changes) (marked for the catalogue; shown through ``translate("NewGame", ...)``).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The three Ladies (citizens of one colour) join the 6 base characters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Revealed character (variant)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One more character, not dealt, is shown to everyone and scored for every player.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New activity cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>27 new cards: mixed and end-of-game cards, Master Builder's 4th cathedral floor.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New event cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>6 new events: Wolves, Chief Outlaw, Uprising, Monk, Harsh Winter, Possession.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Head of the family</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everyone rolls a purple die each round; its colour is chosen when used; nobody can buy it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ramparts and outdoor activities</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Action 7: a die moves your guard on the ramparts and puts cubes on 4 outdoor tiles.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tournament (variant)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Before the last round the start player passes right; the last round runs counterclockwise.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Promo cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Baker, Banquet and Prior join the activity cards; Resistance joins the events.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shuffled with the base cards</source>
            <extracomment>Engine option values for the new cards: shuffled with the base cards, or the new cards alone.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The new cards alone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each slot draws from the base and the new cards of its colour and level.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only the new activity cards are drawn (and the promos if chosen).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The new events are shuffled into the base decks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White and yellow decks hold only the new cards; red is completed with base cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(needs the new activity cards)</source>
            <extracomment>What a mix row says while its module is not chosen.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(needs the new event cards)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Person</source>
            <extracomment>Who plays a seat: a person or a computer player of one level.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computer: Easy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computer: Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computer: Hard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Played by a person at this computer (the board is hidden between two people).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plays sensible, unambitious moves: a first game against it is winnable.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weighs whole turns: dice, targets, its characters and the events' threats.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Thinks about a second per move, trying its best moves against what may happen.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A new game of Troyes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players at this computer (2 to 4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Solo against le Roy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Number of players:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seat {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who plays this seat: a person, or a computer player and its level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start player:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table rule: everyone sees every player's victory points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Off: each player sees only their own victory points until the end, as the rulebook's hidden scores.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Ladies of Troyes and the promo cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rules engine in progress: this module comes in a later version.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{line} — rules engine in progress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New activity cards:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New event cards:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The solo game is played with the base game only: le Roy takes the neutral citizens, dice and cubes and plays his own turns.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chosen at random</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Orange</source>
            <extracomment>The player colours offered in the new-game dialog: key -&gt; (label, hex); the label is shown through ``translate("NewGame", label)``. The same values as the board's palette (troyes_desktop/scene/palette.py), seat order by default.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Blue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Green</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Purple</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>Slow</source>
            <extracomment>Pace of "Play": key -&gt; milliseconds between two actions; PACE_WORDS: what the list shows.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Very fast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This is a replay: the moves are the ones that were played.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to a round…</source>
            <extracomment>The "go to" list, by the record's unit (whole texts).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to a day…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Day {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replay — {game}: {players}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>|◀ First</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The setup, before the first move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>◀ Previous</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One move back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>▶ Play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play the moves one after the other</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next ▶</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One move forward</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last ▶|</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Where the record ends</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pace of Play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whose view of the unfinished game is shown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seen by {player}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>‖ Pause</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>game over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>day {day}, morning</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>day {day}, afternoon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>setting up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {round} of {rounds}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move {move} of {total} · {where}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no character</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{player}: {characters}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{card} ({colour} {level})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A finished game: click a small sheet to look at that player's scoresheet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game is over: everyone's characters and VP are shown.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This game is not finished: it stops where the save stops.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This game is not finished: you see only what {player} could see.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Ask before passing with dice left against le Roy</source>
            <extracomment>The confirmations the player may turn on or off: setting -&gt; the sentence beside its box. (Every text of these tables is shown through ``translate("SettingsDialog", text)``.)</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ask before expelling one of my own citizens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal (100 %)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Larger (125 %)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Largest (150 %)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Instant (no animation)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slow (about 1.5 s a step)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal (under a second a step)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fast (a third of a second a step)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Instant (as soon as decided)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As the system ({language})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Text size:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Animation speed:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How fast the computer players' moves follow each other on the board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computer players' pace:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show each die colour's glyph (sword, cross, sheaf) on the dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Colour-blind help:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The language applies when Troyes Desktop starts again; your game is kept and Continue resumes it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Confirmations</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A larger text size applies at once to the start screen and to every game opened afterwards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your settings could not be written to {folder}. They apply until Troyes Desktop is closed.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <source>Troyes · The Ladies of Troyes · Troyes Dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game board is still being built.
Meanwhile, you can try the rules engine from a terminal:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>version {version}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No game to continue yet: every game is saved automatically after every move.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>today at {time}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>yesterday at {time}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A city of dice, citizens and cathedral stones · Troyes for 1 to 4 players, Troyes Dice for 1 to 10, at one computer</source>
            <extracomment>Below this height the title shrinks and the dice ornament is left out.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unfinished games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Continue</source>
            <extracomment>One (label, button, entry) per unfinished game, the most recent first. The most recent game's Continue (a disabled stand-in when there is none).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No game to continue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New game of Troyes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>2 to 4 players at this computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Solo against le Roy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The King's Challenge: one player against the automaton le Roy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Troyes Dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The roll-and-write Troyes Dice: 1 to 10 players, wheel and scoresheets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statistics and history</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your results in both games, every finished game, and replays</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a saved game (.troyes.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settings…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Text size, animation speed, confirmations, colour-blind glyphs, language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close Troyes Desktop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resume: {game}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No unfinished game</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>finished {date}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Easy</source>
            <extracomment>(Every text of these tables is shown through ``translate("Statistics", text)``.)</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (computer, easy)</source>
            <extracomment>A computer player in the History list, by level (whole texts).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (computer, normal)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (computer, hard)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Troyes</source>
            <extracomment>The games as the statistics name them (the store's keys).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Solo against le Roy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Troyes Dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Winner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lost (0 or less)</source>
            <extracomment>Le Roy's rating bands (RULINGS R6), by the margin of the game.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1 to 5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>6 to 10</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>11 to 15</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>16 to 20</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>more than 20</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{percent} %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{names} and {last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>— (played alone)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statistics and history</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The list of finished games cannot be read: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{name} (%n game(s))</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Player:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No finished game yet: your statistics appear here after your first game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Win rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mean score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Best score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Games, wins and scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Against le Roy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Margin of each game (your VP minus le Roy's)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Games per rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Against computer players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scores over time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No game of Troyes Dice yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statistics cannot be read: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{wins} of %n with opponents</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{band}: {rating}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No game against a computer player yet (choose one for a seat in the new-game dialog).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{achievement}: {count} of {needed}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>None yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replay</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Watch the chosen game again, move by move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write the chosen game's record as a JSON file (it opens like a saved game)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the chosen game from the history</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replay a saved game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Watch any saved game (finished or not) move by move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>History</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a game in the list first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot replay the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game cannot be read: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is no longer in the history</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This game cannot be replayed: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replay a saved game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Troyes saves (*.troyes.json);;JSON files (*.json);;All files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not a Troyes Desktop save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>saved game {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Troyes saves (*.troyes.json);;JSON files (*.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the game is no longer in the history</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot export the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} could not be written: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game exported</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game's record is in {path}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove this game from the history? Its statistics go with it; achievements already earned are kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot delete the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game could not be removed: {reason}.</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
