"""The daily challenge screen: each daily game's puzzle of the day, above the games it starts."""
