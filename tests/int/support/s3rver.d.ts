/** The part of s3rver's API the S3 media test uses (the package has no types of its own). */
declare module 's3rver' {
  type Options = {
    address?: string
    /** 0 picks a free port; `run` says which. */
    port?: number
    /** Where the buckets and their objects are kept, one folder per bucket. */
    directory: string
    silent?: boolean
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[]
  }

  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
