"""Animation timing: the 'animation/speed' setting (instant, fast, normal, slow) scales every duration."""

from __future__ import annotations

import logging

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QSettings

logger = logging.getLogger(__name__)

SPEEDS = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}


_override: float | None = None


def set_speed_override(value: str | float | None) -> None:
    """Force a speed (tests, the screenshot command); None goes back to the setting."""
    global _override
    _override = None if value is None else (SPEEDS[value] if isinstance(value, str) else float(value))


def speed_factor() -> float:
    """Multiplier for durations from QSettings key ``animation/speed`` (a name above, or a number)."""
    if _override is not None:
        return _override
    value = QSettings().value("animation/speed", None)
    if value is None:
        try:  # the player's settings (Settings dialog, View > Animation speed)
            from troyes_desktop import settings as player_settings

            value = player_settings.get("animation_speed")
        except Exception:
            logger.warning("Cannot read the animation speed", exc_info=True)
            value = "normal"
    if isinstance(value, str):
        v = value.strip().lower()
        if v in SPEEDS:
            return SPEEDS[v]
        try:
            return max(0.0, float(v))
        except ValueError:
            return 1.0
    try:
        return max(0.0, float(value))
    except (TypeError, ValueError):
        return 1.0


def duration(ms: int) -> int:
    return int(ms * speed_factor())


def glide(item, target: QPointF, ms: int = 260) -> None:
    """Move ``item`` to ``target`` smoothly (or at once with the 'instant' speed)."""
    old = getattr(item, "_glide", None)
    if old is not None:
        old.stop()
        item._glide = None
    d = duration(ms)
    if d <= 0 or (item.pos() - target).manhattanLength() < 0.5:
        item.setPos(target)
        return
    anim = QPropertyAnimation(item, b"pos")
    anim.setDuration(d)
    anim.setStartValue(item.pos())
    anim.setEndValue(target)
    anim.setEasingCurve(QEasingCurve.OutCubic)
    item._glide = anim
    anim.start()


def roll(item, ms: int = 520) -> None:
    """Tumble a die that has just been rolled (its ``spin`` property goes 0 -> 1)."""
    d = duration(ms)
    if d <= 0:
        return
    anim = QPropertyAnimation(item, b"spin")
    anim.setDuration(d)
    anim.setStartValue(0.001)
    anim.setEndValue(1.0)
    anim.setEasingCurve(QEasingCurve.OutQuad)
    item._roll = anim
    anim.finished.connect(lambda: item._set_spin(0.0))
    anim.start()
