/** Goods as stored. */
export interface GoodsRow {
  id: number;
  category: string;
  name_zh: string;
  name_en: string;
  description: string;
  image: string;
  price: number;
  currency: 'gold' | 'diamond';
  stock: number;
  is_virtual: boolean;
}

/** A delivery address; physical goods need one. */
export interface Address {
  name: string;
  mobile: string;
  detail: string;
}
