import Foundation

/// A size a node chose for a proposal.
struct SizeEntry {
  let proposal: ProposedViewSize
  let size: CGSize
}
