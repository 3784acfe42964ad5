/** An amount in euros as the admin's own pages write it ("€1,234.56"). */
export const formatEurosAdmin = (amount: number) => new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" }).format(amount)
