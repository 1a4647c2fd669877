"""One writer per game: the process playing a game holds an OS lock on the game's lock file.

The lock is a POSIX record lock (``fcntl.lockf``; ``msvcrt.locking`` on Windows) on
``poker.db.game-<id>.lock`` beside the journal, held for as long as the game is at the
table. The operating system drops it when the process ends however it ends (a quit, a
closed terminal, SIGKILL), so a crash never leaves a stale lock, and a pid written in
the file is only ever read while its lock is held. A record lock, not ``flock``: a
child forked by the game (a bot's worker process) does not inherit it, so a worker
that outlives a killed window for a moment cannot keep its game locked. Where the file system refuses
locks (some network mounts), the game is played unlocked, as before
(docs/store.md).

Asking who holds a game opens the lock file read-only and never creates it, so
the lobby's offer and ``poker-tui history`` write nothing.

The lock belongs to the process, as a window does: a second ``Journal`` in the
same process shares it (counted), and ``holder`` never names this process.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
import time
from pathlib import Path

if sys.platform == "win32":
    import msvcrt
else:
    import fcntl

UNSUPPORTED = {errno.ENOLCK, errno.EOPNOTSUPP, getattr(errno, "ENOTSUP", errno.EOPNOTSUPP)}
TRIES = 10  # a lobby's probe holds the lock for a moment: the holder tries again briefly


def lock_path(journal: Path, game: int) -> Path:
    return journal.with_name(f"{journal.name}.game-{game}.lock")


def _open(path: Path, flags: int, mode: int = 0o644) -> int:
    """A descriptor on the lock file, never blocking: a FIFO at its path would hold the
    open (and the lobby) for ever. Anything but a regular file is a StoreError sentence."""
    fd = os.open(path, flags | getattr(os, "O_NONBLOCK", 0), mode)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        from .errors import StoreError

        raise StoreError(
            f"{path} is not a regular file, so the game it locks cannot be told"
            " free or in use: move it away.",
            path,
        )
    return fd


def _try_lock(fd: int, exclusive: bool) -> bool:
    """True when locked; False when another holds it; OSError when the OS cannot lock here."""
    try:
        if sys.platform != "win32":
            fcntl.lockf(fd, (fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH) | fcntl.LOCK_NB)
        else:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        return True
    except OSError as exc:
        if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES, errno.EDEADLK):
            return False
        raise


def _unlock(fd: int) -> None:
    if sys.platform != "win32":
        fcntl.lockf(fd, fcntl.LOCK_UN)
    else:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)


def _pid(fd: int) -> int | None:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, 32).decode("ascii", "replace").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


_HELD: dict[str, GameLock] = {}
"""The locks this process holds, by lock file."""


class GameLock:
    """The held lock of one game; ``release`` (or the process ending) lets it go."""

    def __init__(self, path: Path, fd: int | None) -> None:
        self.path, self.fd = path, fd
        self.users = 1

    @classmethod
    def acquire(cls, journal: Path, game: int) -> GameLock | int:
        """The lock, or the pid of the process holding it (0 if it cannot be told)."""
        path = lock_path(journal, game)
        mine = _HELD.get(str(path.resolve()))
        if mine is not None:
            mine.users += 1
            return mine
        got = cls._take(path)
        if isinstance(got, GameLock):
            _HELD[str(path.resolve())] = got
        return got

    @classmethod
    def _take(cls, path: Path) -> GameLock | int:
        fd = _open(path, os.O_RDWR | os.O_CREAT)
        try:
            for attempt in range(TRIES):
                try:
                    if _try_lock(fd, exclusive=True):
                        break
                except OSError as exc:
                    if exc.errno in UNSUPPORTED:
                        os.close(fd)
                        return cls(path, None)  # no locks on this file system: unlocked
                    raise
                if attempt == TRIES - 1:
                    pid = _pid(fd)
                    os.close(fd)
                    return pid or 0
                time.sleep(0.02)
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        except BaseException:
            os.close(fd)
            raise
        return cls(path, fd)

    def release(self, remove: bool = False) -> None:
        """Let the game go; ``remove`` deletes the file first (the game has ended for good)."""
        self.users -= 1
        if self.users > 0 and not remove:
            return
        self.users = 0
        _HELD.pop(str(self.path.resolve()), None)
        if self.fd is None:
            return
        try:
            if remove:
                self.path.unlink(missing_ok=True)
            _unlock(self.fd)
        except OSError:
            pass  # closing the descriptor below drops the lock anyway
        finally:
            os.close(self.fd)
            self.fd = None


def holder(journal: Path, game: int) -> int | None:
    """The pid of the process playing ``game`` (0 if it cannot be told), or None if nobody is.

    Opens the lock file read-only and never creates it.
    """
    if str(lock_path(journal, game).resolve()) in _HELD:
        return None  # this process plays it
    try:
        fd = _open(lock_path(journal, game), os.O_RDONLY)
    except OSError:
        return None  # no lock file: never played since locks came, or ended
    try:
        try:
            free = _try_lock(fd, exclusive=False)
        except OSError:
            return None  # this file system has no locks: nobody can be told apart
        if free:
            _unlock(fd)
            return None
        return _pid(fd) or 0
    finally:
        os.close(fd)
