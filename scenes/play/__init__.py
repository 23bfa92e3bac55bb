"""The play kit every game builds on: the play-scene skeleton, game entries, turns, lessons, review."""
