// The catalog covers the whole vocabulary of lyt(5) (Names): every view and modifier is
// known and laid out (none is "not supported yet"), and a typo of any of them gets a
// suggestion.

import Testing

/// lyt(5), Names: Views.
private let views = [
  "text", "image", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo",
  "purple", "pink", "brown", "white", "gray", "black", "clear", "primary", "secondary", "color",
  "rectangle", "roundedRectangle", "circle", "ellipse", "capsule", "spacer", "divider", "hstack",
  "vstack", "zstack", "lazyHStack", "lazyVStack", "lazyVGrid", "lazyHGrid", "grid", "gridRow",
  "group", "unevenRoundedRectangle", "geometryReader", "scrollView", "viewThatFits", "emptyView",
  "flow",
]

/// lyt(5), Names: Modifiers, and the drawing-only ones.
private let modifiers = [
  "padding", "frame", "background", "overlay", "border", "offset", "position", "aspectRatio",
  "scaledToFit", "scaledToFill", "fixedSize", "layoutPriority", "alignmentGuide", "font",
  "fontWeight", "bold", "italic", "lineLimit", "lineSpacing", "truncationMode",
  "multilineTextAlignment", "minimumScaleFactor", "kerning", "tracking", "resizable",
  "imageScale", "fill", "stroke", "foregroundStyle", "foregroundColor", "zIndex", "hidden",
  "opacity", "clipped", "cornerRadius", "clipShape", "ignoresSafeArea", "safeAreaInset",
  "safeAreaPadding", "coordinateSpace", "containerRelativeFrame", "gridCellColumns",
  "gridCellAnchor", "gridColumnAlignment", "gridCellUnsizedAxes", "environment",
  "layoutDirection", "dynamicTypeSize", "id", "shadow", "blur", "rotationEffect", "scaleEffect",
  "transformEffect", "renderingMode", "tint", "mask", "contentShape", "strokeBorder",
  "brightness", "saturation", "grayscale", "blendMode", "compositingGroup", "drawingGroup",
  "animation", "transition", "scrollIndicators", "scrollDisabled", "accessibilityLabel",
]

@Suite struct CatalogTests {
  @Test(arguments: views) func everyViewIsKnown(_ name: String) {
    for spelling in [name, name.uppercased()] {
      let messages = resolve(spelling).diagnostics
      #expect(!messages.contains { $0.contains("unknown view") }, "\(spelling): \(messages)")
    }
  }

  @Test(arguments: modifiers) func everyModifierIsKnown(_ name: String) {
    for spelling in [name, name.uppercased()] {
      let messages = resolve("red ." + spelling).diagnostics
      #expect(!messages.contains { $0.contains("unknown modifier") }, "\(spelling): \(messages)")
    }
  }

  @Test(arguments: views) func everyViewIsSupported(_ name: String) {
    #expect(!resolve(name).diagnostics.contains { $0.contains("is not supported yet") })
  }

  @Test(arguments: modifiers) func everyModifierIsSupported(_ name: String) {
    #expect(!resolve("red ." + name).diagnostics.contains { $0.contains("is not supported yet") })
  }

  @Test(arguments: modifiers.filter { $0.count > 4 && !$0.hasPrefix("accessibility") })
  func modifierTyposGetSuggestions(
    _ name: String
  ) {
    // Drop one letter from the middle.
    var typo = Array(name)
    typo.remove(at: typo.count / 2)
    let messages = resolve("red ." + String(typo)).diagnostics
    #expect(
      messages.first?.hasSuffix("did you mean '\(name)'? (see 'layoutc --list modifiers')") == true,
      "\(messages)")
  }

  @Test(arguments: views.filter { $0.count > 4 }) func viewTyposGetSuggestions(_ name: String) {
    var typo = Array(name)
    typo.remove(at: typo.count / 2)
    let messages = resolve(String(typo)).diagnostics
    // `lazyGrid` is as near to `lazyHGrid` as to `lazyVGrid`: any view of the list will do.
    let suggested = views.contains {
      messages.first?.contains("did you mean '\($0)'? (see 'layoutc --list ") == true
    }
    #expect(suggested, "\(messages)")
  }
}
