"""The 95% confidence interval of a win rate, from exact integer sums (docs/lab.md).

With U units of net x_u chips, the mean per unit is m = sum(x)/U, the sample
variance s^2 = (sum(x^2) - U m^2)/(U - 1) and the standard error s / sqrt(U);
the interval is m +- 1.96 standard errors (the normal approximation). The lab,
``history stats``, the HUD and the results screen all use this one function.
"""

from __future__ import annotations

import math

Z95 = 1.959963984540054  # two-sided 95% quantile of the normal distribution


def interval(
    units: int,
    total: int,
    squares: int,
    hands_per_unit: int,
    unit_chips: int,
) -> tuple[float, float] | None:
    """The 95% interval of the mean in mbb/hand, from integer sums (None under two units)."""
    if units < 2:
        return None
    # Exact integer arithmetic up to the last step: the same sums give the same bits.
    var_num = squares * units - total * total  # = U(U-1) s^2
    var = var_num / (units * (units - 1)) if var_num > 0 else 0.0
    mean = total / units
    half = Z95 * math.sqrt(var / units)
    scale = 1000 / (hands_per_unit * unit_chips)
    return ((mean - half) * scale, (mean + half) * scale)
