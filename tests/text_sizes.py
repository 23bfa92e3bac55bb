"""The text sizes a screen check runs at: Large, the harder fit, in `make test`; Normal with the slow
tests (one home for that choice, so every check that makes it makes it the same way)."""

import pytest

TEXT_SIZES = [pytest.param("normal", marks=pytest.mark.slow), "large"]
