# Tests of the engine: sowing directions and rule mutations.
