"""The Troyes mode (the board game, solo against le Roy and The Ladies of Troyes): its page, panels,
chronicle words, dialogs and computer turns, with the board's items in :mod:`.scene` and the drags and clicks
that become engine actions in :mod:`.controllers`. Its peer is :mod:`troyes_desktop.dice_ui`."""
