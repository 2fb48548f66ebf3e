import Easel
import EaselTesting
import Foundation

/// The text runs a view draws, in painter's order, hosted in a canvas at scale 1.
@MainActor
func textRuns(of view: some View, in size: CGSize = CGSize(width: 400, height: 300))
  -> [DisplayList.TextRun]
{
  var runs: [DisplayList.TextRun] = []
  func collect(_ items: [DisplayList.Item]) {
    for item in items {
      switch item.operation {
      case .text(let run): runs.append(run)
      case .opacity(_, let inner), .offset(_, let inner), .shadow(_, let inner),
        .transform(_, let inner), .clip(_, let inner), .group(let inner), .blend(_, let inner):
        collect(inner)
      default: break
      }
    }
  }
  collect(ViewHost(view, size: size).displayList().items)
  return runs
}
