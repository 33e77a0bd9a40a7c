// The SwiftUI twin of trailing-as-leading.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack(alignment: .leading) {
        Text("Total")
            .alignmentGuide(.leading) { d in d[.trailing] }
        Text("42 items")
        Text("Updated today")
    }
}
