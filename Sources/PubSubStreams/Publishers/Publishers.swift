/// The namespace of publisher types that operators return (Combine's `Publishers`).
public enum Publishers {}
