/// A namespace for types that serve as subscribers, as in Combine.
public enum Subscribers {}
