"""Hex Black Box (docs/RULES.md §3): geometry, rays, scoring, rounds, and the computer roles."""

from .backend import BACKEND
from .board import DIRS, MAX_ATOMS, MIN_ATOMS, RADII, Cell, Port, cells, in_box, ports, rot, step
from .getter import getter_move
from .moves import parse_move
from .rays import DETOUR, HIT, REFLECT, Shot, fire, signature
from .rounds import SURE, TRIAL, Marker, Match, Round
from .scoring import equivalent, markers_used, penalty, wrong_stones
from .setter import setter_layout

__all__ = [
    "DIRS",
    "RADII",
    "MIN_ATOMS",
    "MAX_ATOMS",
    "Cell",
    "Port",
    "cells",
    "in_box",
    "ports",
    "rot",
    "step",
    "DETOUR",
    "HIT",
    "REFLECT",
    "Shot",
    "fire",
    "signature",
    "SURE",
    "TRIAL",
    "Marker",
    "Match",
    "Round",
    "equivalent",
    "markers_used",
    "penalty",
    "wrong_stones",
    "getter_move",
    "setter_layout",
    "parse_move",
    "BACKEND",
]
