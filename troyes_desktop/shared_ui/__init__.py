"""What the shell and both game modes share: the look (theme, fonts, parchment), small widgets, counted words,
charts, the name completer, the chronicle's frame and the ``Mode`` interface. Nothing here knows a mode."""
