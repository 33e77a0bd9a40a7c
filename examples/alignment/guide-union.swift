// layoutc: --size 300x200
// The SwiftUI twin of guide-union.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack(alignment: .leading, spacing: 4) {
        Color.red
            .frame(width: 100, height: 20)
            .alignmentGuide(.leading) { d in d[.trailing] }
        Color.green
            .frame(width: 50, height: 20)
        Color.blue
            .frame(width: 30, height: 20)
            .alignmentGuide(.leading) { d in d.width / 2 }
    }
}
