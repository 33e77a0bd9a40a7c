// The parts every control family makes its views of: a part at the control's source position
// (a shape carries the look pictures draw it in), the label as one view, a shape framed to a
// size, a chevron, and the arrangements of label and control the platforms share (spread
// across the width, leading, in a macOS form's label column).

import LayoutEngine

extension ResolverSession {
  /// A view a control is made of, at the control's source position. Its shapes are the
  /// parts the system draws (a bezel, a switch, a track, a field's border): they carry the
  /// look pictures draw them in, `paint` (a control's state and tint) or else a neutral
  /// grey, a rounded field's border white with a hairline.
  func makeControlPart(
    _ kind: ViewKind, _ children: [Int], label: String?, at: SourcePosition, paint: Paint? = nil
  ) -> Int? {
    var node = ViewNode(kind: kind, children: children, label: label, source: at)
    if case .shape = kind {
      node.attributes.paint =
        paint
        ?? (label == "border"
          ? Paint(fill: "white", stroke: "#C6C6C8", strokeWidth: 0.5) : Paint(fill: "#E5E5EA"))
    } else {
      node.attributes.paint = paint
    }
    return makeNode(node)
  }

  /// Gives a view the colour a control's style draws its texts in, under any paint it has
  /// (a foreground style written on it or above it still wins: `Paint.styleForeground`).
  func styleForeground(_ node: Int?, _ colour: String) {
    guard let node else { return }
    let paint = Paint(styleForeground: colour)
    tree.nodes[node].attributes.paint =
      tree.nodes[node].attributes.paint.map { paint.merged(with: $0) } ?? paint
  }

  /// The font a style gives a part (a section header, a small button's title): the part's
  /// own font modifiers, written by the user, win.
  func setFont(_ node: Int, _ font: FontSpec, bold: Bool = false) {
    var style = EnvironmentOverrides()
    style.font = font
    if bold { style.bold = true }
    tree.nodes[node].environment = tree.nodes[node].environment.applied(over: style)
  }

  /// A view of the control's parts, at its source position.
  func controlPart(
    _ parts: ControlParts, _ kind: ViewKind, _ children: [Int] = [], label: String? = nil,
    paint: Paint? = nil
  )
    -> Int?
  {
    makeControlPart(kind, children, label: label, at: parts.at, paint: paint)
  }

  /// `views` as one view: itself, or a stack of several.
  func oneView(_ parts: ControlParts, _ views: [Int], vertical: Bool = false) -> Int? {
    if views.count == 1 { return views[0] }
    if views.isEmpty { return nil }
    return controlPart(
      parts,
      vertical
        ? .vstack(alignment: .leading, spacing: nil, lazy: false)
        : .hstack(alignment: .center, spacing: nil, lazy: false), views)
  }

  /// The label as one view.
  func labelStack(_ parts: ControlParts) -> Int? { oneView(parts, parts.label) }

  /// A shape the system draws (a switch, a track), framed to a size.
  func shapePart(
    _ parts: ControlParts, _ shape: ShapeKind, _ name: String, width: Double?, height: Double?,
    paint: Paint? = nil
  ) -> Int? {
    guard let s = controlPart(parts, .shape(shape), label: name, paint: paint) else {
      return nil
    }
    return controlPart(parts, .frame(width: width, height: height, alignment: .center), [s])
  }

  /// A disclosure chevron (`systemName`) in a square box of `side`: a list accessory on iOS,
  /// the disclosure triangle on macOS (drawn to the box's size).
  func chevronBox(_ parts: ControlParts, _ systemName: String, side: Double, resizable: Bool)
    -> Int?
  {
    controlPart(
      parts,
      .image(
        ImageContent(name: nil, systemName: systemName, naturalSize: nil, resizable: resizable)),
      label: systemName
    ).flatMap {
      controlPart(parts, .frame(width: side, height: side, alignment: .center), [$0])
    }
  }

  /// A row of views with a fixed gap, centred on each other.
  func row(_ parts: ControlParts, _ views: [Int?], spacing: Double?) -> Int? {
    let present = views.compactMap { $0 }
    if present.count == 1 { return present[0] }
    return controlPart(parts, .hstack(alignment: .center, spacing: spacing, lazy: false), present)
  }

  /// The label of a macOS control AppKit draws the title of (a checkbox, a radio button, a
  /// colour well): its text in the body style, a 18.5-pt line for 13-pt type (macOS 26,
  /// measured), unless the label sets its own font.
  func bodyLabel(_ parts: ControlParts, _ views: [Int]) -> Int? {
    for view in views { setFont(view, .style(.body)) }
    return oneView(parts, views)
  }

  /// SwiftUI's LabeledContent on iOS: the label leading, the control trailing, a Spacer
  /// between (priority -1), filling the width; the control alone when the label is hidden.
  func spreadLabel(_ parts: ControlParts, _ control: Int?, label: [Int]? = nil) -> Int? {
    guard let control else { return nil }
    let views = label ?? parts.label
    guard !views.isEmpty, !parts.hidden, let content = oneView(parts, views),
      let spacer = controlPart(parts, .spacer(minLength: nil))
    else { return control }
    tree.nodes[spacer].attributes.layoutPriority = -1
    return controlPart(
      parts, .hstack(alignment: .center, spacing: nil, lazy: false), [content, spacer, control])
  }

  /// A macOS control with its label leading, hugging both (`gap` apart); the control alone
  /// when the label is hidden or empty.
  func leadingLabel(_ parts: ControlParts, _ control: Int?, gap: Double, body: Bool = false)
    -> Int?
  {
    guard let control else { return nil }
    switch parts.context {
    case .formColumns: return columnLabel(parts, control)
    case .formGrouped: return spreadLabel(parts, control)
    default: break
    }
    guard !parts.label.isEmpty, !parts.hidden,
      let content = body ? bodyLabel(parts, parts.label) : labelStack(parts)
    else { return control }
    return row(parts, [content, control], spacing: gap)
  }

  /// A row of a macOS columns form: the label (default font) in the label column, marking
  /// its trailing edge, the control 8 after it (FormColumnsLayout).
  func columnLabel(_ parts: ControlParts, _ control: Int, label: [Int]? = nil) -> Int? {
    let views = label ?? parts.label
    guard !views.isEmpty, !parts.hidden, let content = oneView(parts, views) else {
      return control
    }
    tree.nodes[content].attributes.alignmentGuides.append(
      AlignmentGuideOverride(
        key: FormColumnsLayout.labelEdge, value: .guide(.horizontal(.trailing))))
    return controlPart(
      parts,
      .hstack(alignment: .center, spacing: ControlMetrics.formColumnGap, lazy: false),
      [content, control])
  }

  /// The guides of a platform view with no text of its own: SwiftUI puts a macOS Toggle's or
  /// Stepper's top edge on the text baseline of a first-text-baseline stack (macOS 26,
  /// measured).
  func baselineAtTop(_ node: Int) {
    tree.nodes[node].attributes.alignmentGuides.append(
      AlignmentGuideOverride(
        key: .vertical(.firstTextBaseline), value: .constant(0)))
  }
}
