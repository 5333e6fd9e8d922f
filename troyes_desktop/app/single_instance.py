"""One game, one window: Troyes Desktop runs once per user and data folder.

The first window listens on a local socket (:class:`InstanceServer`, a ``QLocalServer`` named after the
user and the data folder). A second launch (``troyes-desktop FILE``, a double-click on a save in the file
manager, or the application started again) first calls :func:`forward`: when a window answers, it hands over
the file to open (or just asks the window to come forward) and ends; the running window shows the file, so a
game is never open in two windows that would overwrite each other's automatic save.

A socket left behind by a window that crashed answers nobody: :func:`forward` finds no window behind it and
the new window takes the name over (``QLocalServer.removeServer``), so a stale socket never blocks a start.

The message is one line of JSON, ``{"open": "/absolute/path"}`` or ``{"open": null}``, at most
:data:`MAX_MESSAGE` bytes, answered by ``ok``; anything else is ignored.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

logger = logging.getLogger(__name__)

#: The longest message a window accepts from another launch (bytes).
MAX_MESSAGE = 8192
#: How long a second launch waits for the running window (milliseconds).
CONNECT_MS = 1500
ANSWER_MS = 15000
#: ``forward``'s answers.
FORWARDED, NOBODY, NO_ANSWER = "forwarded", "nobody", "no answer"


def server_name() -> str:
    """The socket's name for this user and data folder (a second data folder, a second app)."""
    from troyes_desktop.paths import data_dir

    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    try:
        folder = str(data_dir().resolve())
    except OSError:
        logger.debug("Cannot resolve the data folder", exc_info=True)
        folder = str(data_dir())
    digest = hashlib.sha256(f"{user}\0{folder}".encode()).hexdigest()[:20]
    return f"troyes-desktop-{digest}"


def forward(path: Path | None) -> str:
    """Hand ``path`` (or None: come forward) to the window already running. :data:`FORWARDED` when it took
    it, :data:`NOBODY` when no window runs (a stale socket included), :data:`NO_ANSWER` when a window is
    there but did not answer in time."""
    socket = QLocalSocket()
    socket.connectToServer(server_name())
    if not socket.waitForConnected(CONNECT_MS):
        return NOBODY
    target = None if path is None else str(Path(path).expanduser().absolute())
    socket.write((json.dumps({"open": target}) + "\n").encode("utf-8"))
    socket.flush()
    answer = b""
    while b"\n" not in answer and len(answer) < 64:
        if not socket.waitForReadyRead(ANSWER_MS):
            break
        answer += socket.readAll().data()
    socket.disconnectFromServer()
    return FORWARDED if answer.startswith(b"ok") else NO_ANSWER


def read_message(data: bytes):
    """The file a message asks to open: a Path, None (come forward), or False for a message to ignore."""
    try:
        message = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        logger.warning("A message on the single-instance channel that is not JSON", exc_info=True)
        return False
    if not isinstance(message, dict) or set(message) != {"open"}:
        return False
    value = message["open"]
    if value is None:
        return None
    if not isinstance(value, str) or not value or "\0" in value or len(value) > 4096:
        return False
    return Path(value)


class InstanceServer(QObject):
    """The running window's end: ``opened(path or None)`` for each launch that forwarded to it."""

    opened = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        name = server_name()
        self.listening = self.server.listen(name)
        if not self.listening:
            # Nobody answered on it (forward() was asked first): a socket a crashed window left behind.
            QLocalServer.removeServer(name)
            self.listening = self.server.listen(name)
        if not self.listening:
            logger.warning("The single-instance channel cannot listen: %s", self.server.errorString())
        self.server.newConnection.connect(self._connection)
        self._buffers: dict = {}

    def _connection(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))
            if socket.bytesAvailable():
                self._read(socket)

    def _forget(self, socket) -> None:
        self._buffers.pop(socket, None)
        socket.deleteLater()

    def _read(self, socket) -> None:
        data = self._buffers.get(socket, b"") + socket.readAll().data()
        if len(data) > MAX_MESSAGE:
            logger.warning("A message on the single-instance channel is too long: refused")
            self._buffers.pop(socket, None)
            socket.abort()
            return
        if b"\n" not in data:
            self._buffers[socket] = data
            return
        self._buffers[socket] = b""
        path = read_message(data.split(b"\n", 1)[0])
        if path is False:
            logger.warning("A message on the single-instance channel is not a file to open: refused")
            socket.abort()
            return
        socket.write(b"ok\n")
        socket.flush()
        self.opened.emit(path)

    def close(self) -> None:
        self.server.close()


def receive(window, path) -> None:
    """Another launch handed over ``path`` (None: nothing to open): the window comes forward and shows it
    once no dialog waits for an answer."""
    from troyes_desktop.shared_ui.modal import when_no_dialog

    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    if path is not None:
        when_no_dialog(lambda: open_received(window, Path(path)), window)


def open_received(window, path: Path) -> bool:
    """Show the game of ``path``: the one in play when it is that file's game, else load it (leaving the
    game in play safely first)."""
    from troyes_desktop.app.modes import mode_of_model
    from troyes_desktop.i18n import translate

    model = window.active
    if model is not None and model.file_path is not None and _same_file(model.file_path, path):
        page = mode_of_model(model).page(window)
        if page is not None:
            window.stack.setCurrentWidget(page)
            window._refresh_menus()
        window.statusBar().showMessage(
            translate("MainWindow", "{name} is the game already open here.").format(name=path.name), 8000)
        return True
    return bool(window.load_file(path))


def _same_file(a, b) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return Path(a).absolute() == Path(b).absolute()
