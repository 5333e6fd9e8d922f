"""One game, one window: Troyes Desktop runs once per user and data folder.

The first window listens on a local socket (:class:`InstanceServer`). A second launch (``troyes-desktop
FILE``, a double-click on a save in the file manager, or the application started again) first calls
:meth:`Launch.forward`: when a window answers, it hands over the file to open (or just asks the window to
come forward) and ends; the running window comes to the front, says so in its status bar and shows the file,
so a game is never open in two windows that would overwrite each other's automatic save.

Where the channel lives, and who may use it (issue 51):

* **The anchor** is a private folder inside the data folder (``instance/``, made mode 0700 and checked: a
  real folder, ours, no bit for the group or others, in a data folder that is ours and that no one else may
  write). It holds the **lock** (``lock``) that serialises launches, held from "is a window there?" until the
  new window listens, so two launches at the same instant give one window; and the **address** (``address``)
  of the socket the window listens on. A launch finds the window through the data folder, whatever its
  ``TMPDIR`` or ``XDG_RUNTIME_DIR``. When the anchor is not private the window runs alone (the log says why).
* **The socket** is in the runtime folder (``$XDG_RUNTIME_DIR/TroyesDesktop``, checked private like the
  anchor), else in the anchor itself, else (a path too long for a socket) in a fresh private folder of the
  temporary folder. A socket left behind by a window that crashed answers nobody: the next window removes it.
  On Windows it is a named pipe with a random name, restricted to the user (``UserAccessOption``).
* **Both ends check the other.** The launch trusts only a socket file that is ours, in a folder that is
  ours and private, and (Linux) whose listener runs as us (``SO_PEERCRED``); the window accepts only
  connections from its own user (``SO_PEERCRED`` on Linux; elsewhere the private folder keeps others out).
* **Bounded.** A message is one line of JSON, ``{"open": "/absolute/path"}`` or ``{"open": null}``, at most
  :data:`MAX_MESSAGE` bytes and :data:`MAX_DEPTH` levels deep, answered by exactly :data:`REPLY`; anything
  else closes the connection. A connection that says nothing for :data:`IDLE_MS` is closed; at most
  :data:`MAX_CONNECTIONS` are open at once; a server that stops listening (no file descriptor left, its
  socket removed) listens again.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import secrets
import shutil
import socket as sockets
import stat
import struct
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

logger = logging.getLogger(__name__)

# The longest message a window accepts from another launch (bytes), and its deepest nesting.
MAX_MESSAGE = 8192
MAX_DEPTH = 2
# The one answer of a window that took a message.
REPLY = b"ok\n"
# How long a second launch waits for the running window (milliseconds), and for the lock (seconds).
CONNECT_MS = 1500
ANSWER_MS = 30000     # a window still starting answers once its event loop runs
LOCK_WAIT_S = 20.0
# A connection that says nothing for this long is closed; at most this many are open at once.
IDLE_MS = 3000
MAX_CONNECTIONS = 16
# How often the window checks that it still listens (milliseconds).
WATCH_MS = 3000
# The longest socket path the system takes (``sun_path`` is 104 bytes on macOS, 108 on Linux).
MAX_SOCKET_PATH = 100
# ``forward``'s answers.
FORWARDED, NOBODY, NO_ANSWER = "forwarded", "nobody", "no answer"
# The anchor's name in the data folder, and its files.
ANCHOR, LOCK_FILE, ADDRESS_FILE, SOCKET_FILE = "instance", "lock", "address", "socket"

_POSIX = os.name == "posix"


def _uid() -> int:
    return os.getuid() if _POSIX else -1


def folder_problem(folder: Path, *, parent: bool = False) -> str | None:
    """Why ``folder`` is no private place of ours (None when it is): a real folder (no link), owned by us,
    with no bit for the group or others; ``parent``: a folder that holds ours, which no one else may write."""
    if not _POSIX:
        return None
    try:
        info = os.lstat(folder)
    except OSError as error:
        return f"{folder} cannot be read ({error.strerror})"
    if not stat.S_ISDIR(info.st_mode):
        return f"{folder} is not a folder"
    if info.st_uid != _uid():
        return f"{folder} belongs to another account"
    if info.st_mode & (0o022 if parent else 0o077):
        return f"{folder} is open to other accounts (mode {stat.S_IMODE(info.st_mode):o})"
    return None


def private_folder(folder: Path, holder: Path) -> str | None:
    """Make ``folder`` (mode 0700) inside ``holder`` if it is not there, and check both: None when
    ``folder`` is private, else why not (nothing is changed then)."""
    problem = folder_problem(holder, parent=True)
    if problem is not None:
        return problem
    try:
        folder.mkdir(mode=0o700)
    except FileExistsError:
        pass
    except OSError as error:
        return f"{folder} cannot be made ({error.strerror})"
    return folder_problem(folder)


def anchor_dir() -> tuple[Path, str | None]:
    """The anchor folder in the data folder, and why it is not private (None when it is)."""
    from troyes_desktop.paths import data_dir

    try:
        data = data_dir(create=True)
    except OSError as error:
        return data_dir() / ANCHOR, f"the data folder cannot be made ({error.strerror})"
    return data / ANCHOR, private_folder(data / ANCHOR, data)


def _digest() -> str:
    from troyes_desktop.paths import data_dir

    try:
        folder = str(data_dir().resolve())
    except OSError:
        folder = str(data_dir())
    user = str(_uid()) if _POSIX else os.environ.get("USERNAME", "")
    return hashlib.sha256(f"{user}\0{folder}".encode()).hexdigest()[:20]


def socket_places(anchor: Path) -> list[tuple[Path, str | None]]:
    """Where the window may listen, best first: (socket path, why not there or None)."""
    places: list[tuple[Path, str | None]] = []
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and os.path.isabs(runtime):
        folder = Path(runtime) / "TroyesDesktop"
        problem = folder_problem(Path(runtime))  # the runtime folder itself is ours and 0700 (XDG)
        places.append((folder / f"instance-{_digest()}",
                       problem if problem is not None else private_folder(folder, Path(runtime))))
    places.append((anchor / SOCKET_FILE, None))
    return [(path, problem if problem is not None or len(os.fsencode(path)) <= MAX_SOCKET_PATH
             else f"{path} is too long for a socket") for path, problem in places]


def read_address(anchor: Path) -> str | None:
    """The address the window wrote in the anchor, or None."""
    try:
        with open(anchor / ADDRESS_FILE, "rb") as file:
            data = file.read(4097)
        value = json.loads(data.decode("utf-8"))["socket"]
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        return None
    return value if isinstance(value, str) and value and "\0" not in value and len(value) <= 4096 else None


def write_address(anchor: Path, address: str) -> bool:
    """Write the address atomically (a new file renamed over the old one)."""
    target = anchor / ADDRESS_FILE
    temporary = anchor / f"{ADDRESS_FILE}.{os.getpid()}.tmp"
    try:
        with open(temporary, "w", encoding="utf-8") as file:
            json.dump({"socket": address}, file)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, target)
    except OSError:
        logger.warning("The single-instance channel's address cannot be written in %s", anchor, exc_info=True)
        with contextlib.suppress(OSError):
            temporary.unlink()
        return False
    return True


def socket_problem(address: str) -> str | None:
    """Why the socket at ``address`` is not to be trusted (None: a socket of ours in a private folder of
    ours). On Windows the pipe's name is a secret kept in the private data folder."""
    if not _POSIX:
        return None
    path = Path(address)
    if not path.is_absolute():
        return f"{address} is not a path"
    problem = folder_problem(path.parent)
    if problem is not None:
        return problem
    try:
        info = os.lstat(path)
    except OSError as error:
        return f"{path} cannot be read ({error.strerror})"
    if not stat.S_ISSOCK(info.st_mode):
        return f"{path} is not a socket"
    if info.st_uid != _uid():
        return f"{path} belongs to another account"
    return None


def peer_uid(connection: QLocalSocket) -> int | None:
    """The user id of the process at the other end (Linux: ``SO_PEERCRED``), None when it cannot be told."""
    option = getattr(sockets, "SO_PEERCRED", None)
    descriptor = int(connection.socketDescriptor())
    if option is None or descriptor < 0 or not _POSIX:
        return None
    try:
        with sockets.fromfd(descriptor, sockets.AF_UNIX, sockets.SOCK_STREAM) as copy:  # a dup: ours to close
            credentials = copy.getsockopt(sockets.SOL_SOCKET, option, struct.calcsize("3i"))
    except OSError:
        logger.debug("No peer credentials on the single-instance channel", exc_info=True)
        return None
    return int(struct.unpack("3i", credentials)[1])


def _peer_is_us(connection: QLocalSocket) -> bool:
    uid = peer_uid(connection)
    return uid is None or uid == _uid()


def depth(data: bytes) -> int:
    """How deep the JSON text's arrays and objects nest (outside strings), counted without parsing."""
    deepest = level = 0
    in_string = escaped = False
    for byte in data:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:          # backslash
                escaped = True
            elif byte == 0x22:          # quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):      # [ {
            level += 1
            deepest = max(deepest, level)
        elif byte in (0x5D, 0x7D):
            level -= 1
    return deepest


def read_message(data: bytes):
    """The file a message asks to open: a Path, None (come forward), or False for a message to refuse."""
    if len(data) > MAX_MESSAGE or depth(data) > MAX_DEPTH:
        return False
    try:
        message = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return False
    if not isinstance(message, dict) or set(message) != {"open"}:
        return False
    value = message["open"]
    if value is None:
        return None
    if not isinstance(value, str) or not value or "\0" in value or len(value) > 4096:
        return False
    return Path(value)


class _LaunchLock:
    """The launches' lock in the anchor: ``fcntl.flock`` (let go by the system when a process dies), or a
    ``QLockFile`` where there is none."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None
        self._qlock: QLockFile | None = None

    def acquire(self, seconds: float) -> bool:
        try:
            import fcntl
        except ImportError:
            self._qlock = QLockFile(str(self.path))
            return bool(self._qlock.tryLock(int(seconds * 1000)))
        try:
            self._fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
        except OSError:
            logger.warning("The launches' lock %s cannot be opened", self.path, exc_info=True)
            return False
        end = time.monotonic() + seconds
        while True:
            try:
                fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return True
            except OSError:
                if time.monotonic() >= end:
                    return False
                time.sleep(0.02)

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)          # closing the file lets the lock go
            self._fd = None
        if self._qlock is not None:
            self._qlock.unlock()
            self._qlock = None


class Launch:
    """One launch's decision, under the lock: :meth:`forward` to a window already open, else :meth:`serve`
    (which lets the lock go once the new window listens). What went wrong is told in the log by
    :meth:`serve` (a second launch that hands its file on writes no log)."""

    def __init__(self, lock_seconds: float = LOCK_WAIT_S) -> None:
        self.anchor, self.alone = anchor_dir()
        self.notes: list[str] = []
        self._lock: _LaunchLock | None = None
        if self.alone is None:
            self._lock = _LaunchLock(self.anchor / LOCK_FILE)
            if not self._lock.acquire(lock_seconds):
                self.notes.append("another launch held the lock too long: deciding without it")
                self._lock.release()
                self._lock = None

    def forward(self, path: Path | None) -> str:
        """Hand ``path`` (or None: come forward) to the window already open. :data:`FORWARDED` when it
        took it, :data:`NOBODY` when no window of ours is there (a stale or foreign socket included),
        :data:`NO_ANSWER` when a window is there but did not answer in time."""
        if self.alone is not None:
            return NOBODY
        addresses = [read_address(self.anchor)]
        if _POSIX:   # the address lost: the places a window listens at
            addresses += [str(place) for place, problem in socket_places(self.anchor) if problem is None]
        answer = NOBODY
        for address in dict.fromkeys(a for a in addresses if a is not None):
            answer = self._forward_to(address, path)
            if answer != NOBODY:
                break
        return answer

    def _forward_to(self, address: str, path: Path | None) -> str:
        problem = socket_problem(address)
        if problem is not None:
            if os.path.lexists(address):
                self.notes.append(f"the socket {address} is not trusted: {problem}")
            return NOBODY
        target = None if path is None else str(Path(path).expanduser().absolute())
        message = (json.dumps({"open": target}) + "\n").encode("utf-8")
        for _attempt in range(3):        # a window with its hands full closes a connection: try again
            socket = QLocalSocket()
            socket.connectToServer(address)
            if not socket.waitForConnected(CONNECT_MS):
                return NOBODY
            if not _peer_is_us(socket):
                self.notes.append(f"the socket {address} is served by another account: not used")
                socket.abort()
                return NOBODY
            socket.write(message)
            socket.flush()
            answer = b""
            end = time.monotonic() + ANSWER_MS / 1000
            while b"\n" not in answer and len(answer) < 64:
                left = int((end - time.monotonic()) * 1000)
                if left <= 0 or not socket.waitForReadyRead(left):
                    break
                answer += socket.readAll().data()
            closed = socket.state() != QLocalSocket.LocalSocketState.ConnectedState
            socket.abort()
            if answer == REPLY:
                return FORWARDED
            if answer or not closed or time.monotonic() >= end:
                return NO_ANSWER
            time.sleep(0.2)
        return NO_ANSWER

    def serve(self, parent: QObject | None = None) -> InstanceServer | None:
        """The window's end of the channel (None: the window runs alone), then the lock is let go."""
        try:
            for note in self.notes:
                logger.warning("Single-instance channel: %s", note)
            if self.alone is not None:
                logger.warning("The single-instance channel is not used, this window runs alone: %s",
                               self.alone)
                return None
            return InstanceServer(self.anchor, parent)
        finally:
            self.release()

    def release(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None


class InstanceServer(QObject):
    """The running window's end: ``opened(path or None)`` for each launch that forwarded to it."""

    opened = Signal(object)

    def __init__(self, anchor: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.anchor = anchor
        self.address: str | None = None
        self._identity: tuple[int, int] | None = None
        self._temporary: Path | None = None
        self._open: dict[QLocalSocket, None] = {}   # in the order they came
        self._buffers: dict[QLocalSocket, bytes] = {}
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.setMaxPendingConnections(MAX_CONNECTIONS)
        self.server.newConnection.connect(self._connection)
        self.listening = self._listen()
        self.watch = QTimer(self)
        self.watch.setInterval(WATCH_MS)
        self.watch.timeout.connect(self._watch)
        self.watch.start()

    # -- listening ------------------------------------------------------------------------------------

    def _places(self, quiet: bool) -> list[str]:
        if not _POSIX:
            return [f"troyes-desktop-{secrets.token_hex(16)}"]
        places = []
        for path, problem in socket_places(self.anchor):
            if problem is None:
                places.append(str(path))
            elif not quiet:
                logger.warning("The single-instance channel does not listen at %s: %s", path, problem)
        if not places and self._temporary is None:   # every private place too long: a fresh private folder
            try:
                self._temporary = Path(tempfile.mkdtemp(prefix="troyes-desktop-"))
            except OSError:
                logger.warning("No private folder for the single-instance channel", exc_info=True)
        if not places and self._temporary is not None:
            places.append(str(self._temporary / SOCKET_FILE))
        return places

    def _listen(self, quiet: bool = False) -> bool:
        """Listen at the first place that takes it and write its address in the anchor (``quiet``: a
        failure already told)."""
        self.server.close()
        for place in self._places(quiet):
            if _POSIX:
                with contextlib.suppress(OSError):     # a socket left by a window that crashed
                    if stat.S_ISSOCK(os.lstat(place).st_mode):
                        os.unlink(place)
            if self.server.listen(place):
                self.address = place
                self._identity = self._file_identity()
                write_address(self.anchor, place)
                return True
            (logger.debug if quiet else logger.warning)(
                "The single-instance channel cannot listen at %s: %s", place, self.server.errorString())
        self.address = None
        return False

    def _file_identity(self) -> tuple[int, int] | None:
        if not _POSIX or self.address is None:
            return None
        try:
            info = os.lstat(self.address)
        except OSError:
            return None
        return info.st_dev, info.st_ino

    def _watch(self) -> None:
        """Listen again when the server stopped (Qt closes it when no file descriptor is left) or its socket
        file is gone; write the address again when it was lost."""
        identity = self._file_identity()
        if self.server.isListening() and (not _POSIX or identity == self._identity):
            if read_address(self.anchor) != self.address and self.address is not None:
                write_address(self.anchor, self.address)
            return
        if self.server.isListening() and identity is not None:
            return      # another window took the place over (its socket is there): no fight over it
        if self.listening:
            logger.warning("The single-instance channel stopped listening (%s): listening again",
                           self.server.errorString() or "its socket was removed")
        self.listening = self._listen(quiet=not self.listening)

    # -- connections ----------------------------------------------------------------------------------

    def _connection(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            if socket is None:
                break
            if not _peer_is_us(socket):
                logger.warning("A connection from another account on the single-instance channel: refused")
                self._drop(socket)
                continue
            if len(self._open) >= MAX_CONNECTIONS:   # the oldest waiting one makes room
                logger.debug("Too many connections on the single-instance channel: the oldest closed")
                self._drop(next(iter(self._open)))
            self._open[socket] = None
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))
            QTimer.singleShot(IDLE_MS, socket, lambda s=socket: self._idle(s))
            if socket.bytesAvailable():
                self._read(socket)

    def _idle(self, socket: QLocalSocket) -> None:
        if socket in self._open:
            logger.debug("An idle connection on the single-instance channel: closed")
            self._drop(socket)

    def _drop(self, socket: QLocalSocket) -> None:
        self._open.pop(socket, None)
        self._buffers.pop(socket, None)
        socket.abort()
        socket.deleteLater()

    def _forget(self, socket: QLocalSocket) -> None:
        if socket in self._open:
            self._open.pop(socket, None)
            self._buffers.pop(socket, None)
            socket.deleteLater()

    def _read(self, socket: QLocalSocket) -> None:
        if socket not in self._open:
            return
        data = self._buffers.get(socket, b"") + socket.readAll().data()
        line, newline, _rest = data.partition(b"\n")
        if len(line) > MAX_MESSAGE:
            logger.warning("A message on the single-instance channel is too long: refused")
            self._drop(socket)
            return
        if not newline:
            self._buffers[socket] = data
            return
        path = read_message(line)
        if path is False:
            logger.warning("A message on the single-instance channel is not a file to open: refused")
            self._drop(socket)
            return
        self._buffers.pop(socket, None)
        self._open.pop(socket, None)
        socket.write(REPLY)
        socket.flush()
        socket.disconnectFromServer()
        socket.deleteLater()
        self.opened.emit(path)

    def close(self) -> None:
        self.watch.stop()
        self.server.close()
        if self._temporary is not None:
            shutil.rmtree(self._temporary, ignore_errors=True)


def receive(window, path) -> None:
    """Another launch handed over ``path`` (None: nothing to open): the window comes forward, says so, and
    shows the file once no dialog waits for an answer."""
    from troyes_desktop.i18n import translate
    from troyes_desktop.shared_ui.modal import when_no_dialog

    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    # Shown in the status bar of the window already open when the application is started again.
    window.statusBar().showMessage(translate("MainWindow", "Troyes Desktop is already open: here it is."),
                                   8000)
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
