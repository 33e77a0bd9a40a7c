// A compact copy of the kinds every big tree is made of (colors, shapes, frames, padding,
// stacks), made once in `analyseTree`: the layouts built ready, in a few dozen plain bytes.
// Switching on a `ViewKind` copies the whole enum (and retains its payloads), and reading it
// from the large input `ViewNode` misses the cache; the hot paths read this table instead and
// fall back to the input kind for everything else (`.other`).

/// A node's layout when its kind is one of the common ones, `.other` otherwise.
enum HotKind {
  /// Any kind not listed here: read `nodes[node].kind`.
  case other
  case color
  case shape(ShapeKind)
  /// `.frame(width:height:alignment:)`, not the flexible frame.
  case frame(FrameLayout)
  case padding(PaddingLayout)
  /// A non-lazy or lazy `hstack`/`vstack` (not a `gridRow` outside a grid).
  case stack(StackLayout)
  /// Any kind in a traced run: its layout runs from the input kind with the conversation
  /// recorded (`LayoutOperation.performTraced`). The dispatch every query already makes is
  /// what tells a traced node apart, so an untraced run tests nothing extra.
  case traced

  /// The hot form of `kind` for a node laid out `direction`, `.other` if it has none.
  init(_ kind: ViewKind, direction: LayoutDirection) {
    switch kind {
    case .color: self = .color
    case .shape(let shape): self = .shape(shape)
    case .frame(let width, let height, let alignment):
      self = .frame(FrameLayout(width: width, height: height, alignment: alignment))
    case .padding(let insets):
      self = .padding(PaddingLayout(insets: insets, layoutDirection: direction))
    case .hstack(let alignment, let spacing, let lazy):
      self = .stack(
        StackLayout(
          axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, lazy: lazy,
          layoutDirection: direction))
    case .vstack(let alignment, let spacing, let lazy):
      self = .stack(
        StackLayout(
          axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, lazy: lazy,
          layoutDirection: direction))
    default: self = .other
    }
  }

  /// `ViewKind.tag` for the hot kinds (read without the input node), nil for `.other`.
  var tag: ViewKind.Tag? {
    switch self {
    case .other, .traced: return nil
    case .color: return .color
    case .shape: return .shape
    case .frame: return .frame
    case .padding: return .padding
    case .stack(let layout): return layout.axis == .horizontal ? .hstack : .vstack
    }
  }

  /// The input kind this hot form was made from, as the layout reads it (non-finite values
  /// dropped, as the layouts drop them); nil for `.other` and `.traced`, which stand for no
  /// kind of their own.
  var viewKind: ViewKind? {
    switch self {
    case .other, .traced: return nil
    case .color: return .color
    case .shape(let shape): return .shape(shape)
    case .frame(let frame):
      return .frame(width: frame.width, height: frame.height, alignment: frame.alignment)
    case .padding(let padding): return .padding(padding.insets)
    case .stack(let stack):
      switch stack.alignment {
      case .vertical(let alignment):
        return .hstack(alignment: alignment, spacing: stack.spacing, lazy: stack.lazy)
      case .horizontal(let alignment):
        return .vstack(alignment: alignment, spacing: stack.spacing, lazy: stack.lazy)
      }
    }
  }

  /// `ViewKind.name` for the hot kinds (string literals: nothing to allocate or retain).
  var name: String? {
    switch self {
    case .other, .traced: return nil
    case .color: return "color"
    case .shape(let shape): return shape.name
    case .frame: return "frame"
    case .padding: return "padding"
    case .stack(let layout):
      switch (layout.axis, layout.lazy) {
      case (.horizontal, false): return "hstack"
      case (.horizontal, true): return "lazyhstack"
      case (.vertical, false): return "vstack"
      case (.vertical, true): return "lazyvstack"
      }
    }
  }
}
