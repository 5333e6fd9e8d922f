"""The application shell: the main window, the start screen, the registry of game modes, the settings dialog,
the statistics and replay windows, the language. It knows the modes only through the ``Mode`` interface
(:mod:`troyes_desktop.shared_ui.mode`) and the registry :data:`troyes_desktop.app.modes.MODES`."""
