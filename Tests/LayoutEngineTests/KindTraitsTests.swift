// The facts the traits table gives the analyses (pictures, lint, explanations) agree with what
// the engine itself knows of each kind, so a new kind's row cannot say one thing to the layout
// and another to the picture.
import Testing

@testable import LayoutEngine

@Suite struct KindTraitsTests {
  @Test func whatDrawsOfItsOwnIsALeaf() {
    for tag in ViewKind.Tag.allCases where KindTraits.of(tag).drawing != .nothing {
      let traits = KindTraits.of(tag)
      #expect(traits.frameGuides == .hidden, "\(tag)")
      #expect(traits.children == .inherited && !traits.secondaryLayers, "\(tag)")
    }
  }

  @Test func whatAPicturePutsBehindAViewIsASecondaryLayer() {
    for tag in ViewKind.Tag.allCases where KindTraits.of(tag).paintOrder == .layersFirst {
      #expect(KindTraits.of(tag).secondaryLayers, "\(tag)")
    }
  }

  @Test func whatMovesItsContentIsNamedByIt() {
    for tag in ViewKind.Tag.allCases {
      let traits = KindTraits.of(tag)
      if traits.isOffset { #expect(traits.movesContent, "\(tag)") }
      if traits.movesContent { #expect(traits.namedByContent, "\(tag)") }
    }
  }

  @Test func compositesReportTheirContentsPriority() {
    for tag in ViewKind.Tag.allCases where KindTraits.of(tag).isComposite {
      #expect(KindTraits.of(tag).priority == .forwarded, "\(tag)")
    }
  }
}
