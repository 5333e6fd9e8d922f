"""Troyes Dice mode of the application: the wheel, the scoresheets, the play controls, hot-seat for 1 to
10 players, the end of the game and the achievements. Everything is drawn with QPainter (original art);
every rule question is answered by the engine (:mod:`troyes_desktop.rules.dice`) through
:class:`troyes_desktop.model.dice_model.DiceModel`."""
