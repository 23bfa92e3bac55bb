"""The text sizes a screen check runs at: Large, the harder fit, in `make test`; Normal with the slow
tests (one home for that choice, so every check that makes it makes it the same way). And which
language walks a tour leg in `make test`: the pseudo-language (a third longer), but for the shell
leg, the longest walk, whose English walk runs there instead (CI runs every walk)."""

import pytest

TEXT_SIZES = [pytest.param("normal", marks=pytest.mark.slow), "large"]
# the tour legs walked in English in `make test` (their pseudo-language walk is slow); every other
# leg is walked in the pseudo-language there, and in English with the slow tests
ENGLISH_WALKS = ("shell",)
