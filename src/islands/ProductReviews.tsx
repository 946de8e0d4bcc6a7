// Placeholder with the name and props the reviews work fills in (ratings
// summary, review list, Rate Now). It renders nothing until then.

interface Props {
  productId: number;
  productName: string;
}

export default function ProductReviews(_props: Props) {
  return null;
}
