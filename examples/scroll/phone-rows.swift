// layoutc: --device iphone-14
// The SwiftUI twin of phone-rows.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    ScrollView {
        ForEach(1...12, id: \.self) { i in
            HStack {
                Circle()
                    .frame(width: 44, height: 44)
                Text("Row \(i)")
                Spacer()
            }
                .padding(.horizontal, 16)
                .frame(height: 60)
        }
    }
}
