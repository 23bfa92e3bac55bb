"""The daily challenge screen: today's patience deal and Black Box, above the games it starts."""
