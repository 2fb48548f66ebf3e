/// A namespace for types that serve as publishers, as in Combine: the operators' publishers
/// (`Publishers.Map`, `Publishers.Debounce`, …) live here.
public enum Publishers {}
