import CollorGallery

/// The seeded generator of random models and workloads: the galleries' own (SplitMix64), so that
/// random models are the same on every run for a given seed.
public typealias SplitMix64 = SeededRandom
