"""The flow of play without Qt: the game session and the bidding-practice flow."""
