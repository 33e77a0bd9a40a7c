// twin: alignment/mid-account-and-name.lyt
// The classic custom alignment, declared as SwiftUI declares it: the avatar's middle lines up
// with the middle of the name (worked in the twin).
import SwiftUI

extension VerticalAlignment {
    enum MidAccountAndName: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat {
            d[VerticalAlignment.center]
        }
    }

    static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
}

struct ContentView: View {
    var body: some View {
        HStack(alignment: .midAccountAndName) {
            VStack {
                Color.blue
                    .frame(width: 64, height: 64)
                    .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                Color.gray.frame(width: 64, height: 12)
                Color.gray.frame(width: 40, height: 12)
            }
            VStack(alignment: .leading) {
                Text("Full name:").font(.caption)
                Text("PAUL HUDSON")
                    .font(.title)
                    .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                Text("@twostraws").font(.footnote)
            }
        }
    }
}
