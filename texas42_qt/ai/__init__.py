"""AI players, solver, sampler, bidding and hints (no Qt). Arrives with the AI issue."""
