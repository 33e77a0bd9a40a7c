// The SwiftUI twin of tiered-rows.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack(alignment: .leading) {
        ForEach(0..<10, id: \.self) { i in
            Text("Row \(i)")
                .alignmentGuide(.leading) { d in i * -10 }
        }
    }
        .frame(width: 400, height: 400)
}
