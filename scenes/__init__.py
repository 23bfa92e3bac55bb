"""Everything that draws or reads input: the app shell and each game's scenes."""
