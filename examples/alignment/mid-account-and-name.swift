// The SwiftUI twin of mid-account-and-name.lyt: the same layout, worked there.
import SwiftUI

extension VerticalAlignment {
    enum MidAccountAndNameID: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat {
            d[.center]
        }
    }
    static let midAccountAndName = VerticalAlignment(MidAccountAndNameID.self)
}

#Preview {
    HStack(alignment: .midAccountAndName) {
        VStack {
            Color.blue
                .frame(width: 64, height: 64)
                .alignmentGuide(.midAccountAndName) { d in d[.center] }
            Color.gray
                .frame(width: 64, height: 12)
            Color.gray
                .frame(width: 40, height: 12)
        }
        VStack(alignment: .leading) {
            Text("Full name:")
                .font(.caption)
            Text("PAUL HUDSON")
                .font(.title)
                .alignmentGuide(.midAccountAndName) { d in d[.center] }
            Text("@twostraws")
                .font(.footnote)
        }
    }
}
