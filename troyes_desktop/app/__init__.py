"""Qt user interface: main window, dialogs, menus, settings. Everything here may import PySide6."""
