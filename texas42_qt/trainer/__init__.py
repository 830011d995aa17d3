"""The trainer: bidding practice, hand review and statistics (no Qt here)."""
